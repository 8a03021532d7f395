import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from "./ui-constants";

/**
 * How long a tooltip waits before opening: the full delay, or none when another tooltip closed
 * less than the skip delay ago (the pointer is moving along a row of icon buttons).
 */
export function tooltipOpenDelay(now: number, lastClosedAt: number): number {
  return now - lastClosedAt < TOOLTIP_SKIP_DELAY_MS ? 0 : TOOLTIP_DELAY_MS;
}
