import { describe, expect, it } from "vitest";
import { wrapIndex } from "~/lib/carousel";

describe("wrapIndex", () => {
  it("moves forward and back inside the range", () => {
    expect(wrapIndex(1, 1, 5)).toBe(2);
    expect(wrapIndex(3, -1, 5)).toBe(2);
  });
  it("wraps from the last slide to the first", () => {
    expect(wrapIndex(4, 1, 5)).toBe(0);
  });
  it("wraps from the first slide to the last", () => {
    expect(wrapIndex(0, -1, 5)).toBe(4);
  });
  it("handles steps larger than the length and an empty list", () => {
    expect(wrapIndex(2, 12, 5)).toBe(4);
    expect(wrapIndex(0, -7, 5)).toBe(3);
    expect(wrapIndex(0, 1, 0)).toBe(0);
  });
});
