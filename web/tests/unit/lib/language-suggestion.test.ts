// The suggestion of another language: which language (the inline decision, run over a stand-in
// page), which address, and words for every language the site has (issue 18, item 1).
import { describe, expect, it } from "vitest";
import { allLanguages } from "../../../app/site";
import {
  languageSuggestionScript,
  suggestionModuleMarker,
} from "../../../app/lib/inline-scripts/language-suggestion";
import { SUGGESTION_STORAGE_KEY, alternatePath } from "../../../app/lib/language-suggestion";
import { suggestionTexts } from "../../../app/lib/language-suggestion-texts";
import {
  closeGlyph,
  goalAttribute,
  pageShown,
} from "../../../app/islands/language-suggestion.client";
import { pageShownAttribute, pageShownEvent } from "../../../app/lib/inline-scripts/page-shown";
import { glyphClasses } from "../../../app/content/glyph-names";
import { goalAttribute as countedGoalAttribute } from "../../../app/lib/inline-scripts/count";

const site = ["en", "de", "ja", "ar"];

const pageAlternates = ["en", "de", "ja", "ar"];

/**
 * The inline decision over a stand-in page: the browser's languages, the page's hreflang
 * alternates and localStorage. Resolves with what it asked the bar's module to show, if anything.
 */
async function decide(
  preferred: string[],
  page: string,
  options: {
    available?: string[];
    alternates?: string[];
    stored?: string | null;
    refused?: boolean;
  } = {},
): Promise<{ code: string; href: string; place: unknown } | undefined> {
  const { available = site, alternates = pageAlternates, stored = null, refused = false } = options;
  const script = languageSuggestionScript(page, available);
  expect(script).toContain(`import("${suggestionModuleMarker}")`);
  let shown: { code: string; href: string; place: unknown } | undefined;
  const place = { script: true };
  const document = {
    currentScript: place,
    querySelector: (selector: string) => {
      const code = /^link\[rel=alternate\]\[hreflang=([a-z]+)\]$/.exec(selector)?.[1];
      return code && alternates.includes(code)
        ? { href: `https://site.example/${code}/page` }
        : null;
    },
  };
  const localStorage = {
    getItem: (key: string) => {
      if (refused) throw new Error("SecurityError");
      return key === SUGGESTION_STORAGE_KEY ? stored : null;
    },
  };
  const load = async () => ({
    show: (at: unknown, code: string, href: string) => (shown = { code, href, place: at }),
  });
  new Function(
    "document",
    "localStorage",
    "navigator",
    "load",
    script.replace(`import("${suggestionModuleMarker}")`, "load()"),
  )(document, localStorage, { languages: preferred }, load);
  await new Promise((resolve) => setTimeout(resolve, 0));
  return shown;
}

const suggested = async (...args: Parameters<typeof decide>) => (await decide(...args))?.code;

describe("the inline decision (lib/inline-scripts/language-suggestion.ts)", () => {
  it("suggests the first preferred language the site has, when it is not the page's", async () => {
    expect(await suggested(["de-DE", "en"], "en")).toBe("de");
    expect(await suggested(["ja"], "en")).toBe("ja");
    expect(await suggested(["ar-SA", "ar"], "de")).toBe("ar");
    expect(await suggested(["en-US"], "de")).toBe("en");
  });

  it("shows it right after itself, pointing at the page's alternate in that language", async () => {
    const shown = await decide(["de-DE"], "en");
    expect(shown).toEqual({
      code: "de",
      href: "https://site.example/de/page",
      place: { script: true },
    });
  });

  it("says nothing when the visitor's first language the site has is the page's", async () => {
    expect(await suggested(["en-US", "de"], "en")).toBeUndefined();
    expect(await suggested(["de-AT", "en"], "de")).toBeUndefined();
  });

  it("skips preferred languages the site lacks, in order", async () => {
    expect(await suggested(["fr-FR", "es", "de"], "en")).toBe("de");
    expect(await suggested(["fr-FR", "es"], "en")).toBeUndefined();
    expect(await suggested([], "en")).toBeUndefined();
  });

  it("offers only the languages the build publishes", async () => {
    expect(await suggested(["ja", "de"], "en", { available: ["en", "de"] })).toBe("de");
  });

  it("reads tags case-insensitively, with - or _", async () => {
    expect(await suggested(["DE_ch"], "en")).toBe("de");
  });

  it("never suggests a language the page has no translation in", async () => {
    expect(await suggested(["ja", "de"], "en", { alternates: ["en", "de"] })).toBeUndefined();
  });

  it("says nothing once the visitor dismissed or followed one, or when storage is refused", async () => {
    expect(await suggested(["de"], "en", { stored: "dismissed" })).toBeUndefined();
    expect(await suggested(["de"], "en", { stored: "followed" })).toBeUndefined();
    expect(await suggested(["de"], "en", { refused: true })).toBeUndefined();
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
    // Short: the bar's module carries every language's suggestion.
    expect(JSON.stringify(texts).length).toBeLessThan(300);
  });

  it.each(allLanguages.map((l) => [l.code, l.dir] as const))(
    "runs %s %s, as site.ts says",
    (code, dir) => {
      expect(suggestionTexts[code].dir).toBe(dir);
    },
  );

  it("names each language's words in that language, not in English", () => {
    for (const { code, name } of allLanguages) {
      if (code === "en") continue;
      expect(suggestionTexts[code].message).not.toBe(suggestionTexts.en.message);
      expect(suggestionTexts[code].action, code).not.toMatch(/read in/i);
      void name;
    }
  });
});

describe("the bar's module", () => {
  it("spells the goal attribute, the close glyph and the page-shown names as the site does", () => {
    expect(goalAttribute).toBe(countedGoalAttribute);
    expect(closeGlyph).toBe(glyphClasses.close);
    expect(pageShown).toEqual({ attribute: pageShownAttribute, event: pageShownEvent });
  });
});
