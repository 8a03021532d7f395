import { describe, expect, it } from "vitest";
import { productStatusTone } from "~/lib/product-status";

describe("productStatusTone", () => {
  it.each([
    ["Live", "success"],
    ["Production Ready", "success"],
    ["Beta", "warning"],
    ["Development", "info"],
    ["Active Development", "info"],
  ] as const)("%s is %s", (status, tone) => {
    expect(productStatusTone(status)).toBe(tone);
  });

  it("ignores case and surrounding spaces", () => {
    expect(productStatusTone(" production ready ")).toBe("success");
    expect(productStatusTone("BETA")).toBe("warning");
  });

  it("is neutral for anything else", () => {
    for (const status of ["Deprecated", "Sunset", "", "Coming Soon", "Developments"]) {
      expect(productStatusTone(status)).toBe("neutral");
    }
  });
});
