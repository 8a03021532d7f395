import { describe, expect, it } from "vitest";
import { tooltipOpenDelay } from "~/lib/tooltip-delay";

describe("tooltip delay", () => {
  it("waits 700 ms from rest, and opens at once within 300 ms of another tooltip closing", () => {
    expect(tooltipOpenDelay(10_000, Number.NEGATIVE_INFINITY)).toBe(700);
    expect(tooltipOpenDelay(10_000, 9_800)).toBe(0);
    expect(tooltipOpenDelay(10_000, 9_700)).toBe(700);
  });
});
