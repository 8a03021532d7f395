/** Transition delays for items revealed together: the n-th waits n × stagger (ms). */
export function staggerDelays(count: number, staggerMs: number): number[] {
  return Array.from({ length: Math.max(0, count) }, (_, n) => n * staggerMs);
}
