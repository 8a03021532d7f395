import { describe, expect, it } from "vitest";
import { countUpText, easeOutCubic } from "~/lib/count-up";
import { formatStat, stats, statTexts } from "~/site";

describe("countUpText", () => {
  it("starts at zero and ends on the stat as the site states it", () => {
    expect(countUpText(stats.projects, 0)).toBe("0+");
    expect(countUpText(stats.projects, 1)).toBe("500+");
    expect(countUpText(stats.clientSavings, 1)).toBe("$50M+");
  });
  it("keeps the stat's decimals while counting", () => {
    expect(countUpText(stats.uptime, 1)).toBe("99.9%");
    expect(countUpText(stats.uptime, 0.5)).toMatch(/^\d{1,2}(\.\d)?%$/);
  });
  it("rises monotonically", () => {
    const values = [0, 0.1, 0.3, 0.6, 0.9, 1].map((p) =>
      Number.parseFloat(countUpText(stats.successRate, p)),
    );
    expect(values).toEqual([...values].sort((a, b) => a - b));
  });
  it("clamps the easing outside 0..1", () => {
    expect(easeOutCubic(-1)).toBe(0);
    expect(easeOutCubic(2)).toBe(1);
  });
});

describe("formatStat", () => {
  it("writes the figure's number the way the page's language writes numbers", () => {
    expect(formatStat(stats.uptime, "de-DE")).toBe("99,9\u00a0%");
    expect(formatStat(stats.uptime, "ja-JP")).toBe("99.9%");
    expect(formatStat(stats.projects, "de-DE")).toBe("500+");
    expect(formatStat(stats.clientSavings, "ar-u-nu-latn")).toBe("$50M+");
  });
});

describe("statTexts (the build's figures, formatted once)", () => {
  it("holds every figure of the site as formatStat writes it in that locale", () => {
    const texts = statTexts("de-DE");
    expect(Object.keys(texts)).toHaveLength(
      new Set(Object.values(stats).map((s) => `${s.number}${s.suffix}`)).size,
    );
    expect(texts["de-DE 99.9%"]).toBe("99,9\u00a0%");
    for (const stat of Object.values(stats))
      expect(texts[`de-DE ${stat.number}${stat.suffix}`]).toBe(formatStat(stat, "de-DE"));
  });
});
