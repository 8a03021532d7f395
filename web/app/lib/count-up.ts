import { formatStat, type Stat } from "~/site";

/** Ease-out cubic: quick at first, settling gently on the final value. */
export function easeOutCubic(t: number): number {
  const clamped = Math.min(1, Math.max(0, t));
  return 1 - (1 - clamped) ** 3;
}

function decimalsOf(n: number): number {
  const text = String(n);
  const dot = text.indexOf(".");
  return dot === -1 ? 0 : text.length - dot - 1;
}

/** A stat as it reads part-way through counting up: progress 0 → "0+", 1 → "500+". */
export function countUpText(stat: Stat, progress: number): string {
  const decimals = decimalsOf(stat.number);
  const factor = 10 ** decimals;
  const value = Math.round(stat.number * easeOutCubic(progress) * factor) / factor;
  return formatStat({
    ...stat,
    number: progress >= 1 ? stat.number : Number(value.toFixed(decimals)),
  });
}
