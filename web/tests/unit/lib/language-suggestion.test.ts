// The suggestion of another language: which language, which address, and words for every
// language the site has (issue 18, item 1).
import { describe, expect, it } from "vitest";
import { allLanguages } from "../../../app/site";
import { alternatePath, suggestedLanguage } from "../../../app/lib/language-suggestion";
import { suggestionTexts } from "../../../app/lib/language-suggestion-texts";

const site = ["en", "de", "ja", "ar"];

describe("suggestedLanguage", () => {
  it("suggests the first preferred language the site has, when it is not the page's", () => {
    expect(suggestedLanguage(["de-DE", "en"], "en", site)).toBe("de");
    expect(suggestedLanguage(["ja"], "en", site)).toBe("ja");
    expect(suggestedLanguage(["ar-SA", "ar"], "de", site)).toBe("ar");
    expect(suggestedLanguage(["en-US"], "de", site)).toBe("en");
  });

  it("says nothing when the visitor's first language the site has is the page's", () => {
    expect(suggestedLanguage(["en-US", "de"], "en", site)).toBeUndefined();
    expect(suggestedLanguage(["de-AT", "en"], "de", site)).toBeUndefined();
  });

  it("skips preferred languages the site lacks, in order", () => {
    expect(suggestedLanguage(["fr-FR", "es", "de"], "en", site)).toBe("de");
    expect(suggestedLanguage(["fr-FR", "es"], "en", site)).toBeUndefined();
    expect(suggestedLanguage([], "en", site)).toBeUndefined();
  });

  it("offers only the languages the build publishes", () => {
    expect(suggestedLanguage(["ja", "de"], "en", ["en", "de"])).toBe("de");
  });

  it("reads tags case-insensitively, with - or _", () => {
    expect(suggestedLanguage(["DE_ch"], "en", site)).toBe("de");
  });
});

describe("alternatePath", () => {
  const alternates = [
    { hreflang: "en", href: "https://www.kaveri-digital.example/services/cloud" },
    { hreflang: "de", href: "https://www.kaveri-digital.example/de/services/cloud" },
    { hreflang: "x-default", href: "https://www.kaveri-digital.example/services/cloud" },
  ];

  it("is the same page in that language, as a path on this origin", () => {
    expect(alternatePath(alternates, "de")).toBe("/de/services/cloud");
    expect(alternatePath(alternates, "en")).toBe("/services/cloud");
  });

  it("is nothing when the page has no translation in that language", () => {
    expect(alternatePath(alternates, "ja")).toBeUndefined();
    expect(alternatePath([], "de")).toBeUndefined();
  });
});

describe("suggestionTexts", () => {
  it.each(allLanguages.map((l) => [l.code] as const))("has the words of %s", (code) => {
    const texts = suggestionTexts[code];
    for (const value of Object.values(texts)) expect(value.trim()).not.toBe("");
    // Short: every page carries every language's suggestion.
    expect(JSON.stringify(texts).length).toBeLessThan(300);
  });

  it("names each language's words in that language, not in English", () => {
    for (const { code, name } of allLanguages) {
      if (code === "en") continue;
      expect(suggestionTexts[code].message).not.toBe(suggestionTexts.en.message);
      expect(suggestionTexts[code].action, code).not.toMatch(/read in/i);
      void name;
    }
  });
});
