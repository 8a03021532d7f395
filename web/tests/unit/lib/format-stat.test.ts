import { describe, expect, it } from "vitest";
import { formatStat, stats, statTexts } from "~/site";

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
