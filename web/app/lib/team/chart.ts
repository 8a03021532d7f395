// The geometry of the traffic chart (components/team/DailyChart.tsx): two series over days,
// drawn as inline SVG, no chart library. Pure functions, so the unit tests can check them.

export interface ChartFrame {
  width: number;
  height: number;
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** A "nice" upper bound of the axis: 1, 2 or 5 times a power of ten, at least `max`. */
export function niceMax(max: number): number {
  if (max <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  for (const step of [1, 2, 5, 10]) if (step * power >= max) return step * power;
  return 10 * power;
}

/** The x of point `i` of `count`, across the plot area. */
export function xAt(frame: ChartFrame, i: number, count: number): number {
  const span = frame.width - frame.left - frame.right;
  return count <= 1 ? frame.left + span / 2 : frame.left + (span * i) / (count - 1);
}

/** The y of `value` on an axis from 0 to `max`. */
export function yAt(frame: ChartFrame, value: number, max: number): number {
  const span = frame.height - frame.top - frame.bottom;
  return frame.top + span - (span * value) / max;
}

/** An SVG path through the values ("M x y L x y …"). */
export function linePath(frame: ChartFrame, values: number[], max: number): string {
  return values
    .map(
      (v, i) =>
        `${i === 0 ? "M" : "L"}${xAt(frame, i, values.length).toFixed(1)} ${yAt(frame, v, max).toFixed(1)}`,
    )
    .join(" ");
}

/** The same line closed down to the axis, for a filled area. */
export function areaPath(frame: ChartFrame, values: number[], max: number): string {
  if (values.length === 0) return "";
  const base = yAt(frame, 0, max).toFixed(1);
  const first = xAt(frame, 0, values.length).toFixed(1);
  const last = xAt(frame, values.length - 1, values.length).toFixed(1);
  return `${linePath(frame, values, max)} L${last} ${base} L${first} ${base} Z`;
}

/** Which of `count` days get a label on the x axis: at most `most`, always the first and last. */
export function labelledDays(count: number, most: number): number[] {
  if (count <= most) return [...Array(count).keys()];
  const step = Math.ceil((count - 1) / (most - 1));
  const picked: number[] = [];
  for (let i = 0; i < count - 1; i += step) picked.push(i);
  if (count - 1 - (picked.at(-1) ?? 0) < step / 2) picked.pop();
  picked.push(count - 1);
  return picked;
}
