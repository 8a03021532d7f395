import { describe, expect, it } from "vitest";
import { fillFacts, localPercents, percentSpace } from "../../../scripts/content/facts.ts";
import { loadContent } from "../../../scripts/content/load.ts";

// Numbers in the content are written as each language writes them, by Intl at build time: the
// site's figures ("{stats.uptime}") in the content's own language, and every percentage spaced
// as the language spaces it, whatever the copy typed.
const fill = (text: string, locale: string) => fillFacts(text, () => {}, [], undefined, locale);

describe("numbers in the content", () => {
  it("writes a figure in the content's language", () => {
    expect(fill("{stats.uptime}", "de")).toBe("99,9\u00a0%");
    expect(fill("{stats.uptime}", "en")).toBe("99.9%");
    expect(fill("{stats.uptime}", "ja")).toBe("99.9%");
  });

  it("spaces a percentage as Intl does", () => {
    expect(percentSpace("de")).toBe("\u00a0");
    expect(percentSpace("en")).toBe("");
    expect(localPercents("um 61% und 27 % gesenkt", "de")).toBe(
      "um 61\u00a0% und 27\u00a0% gesenkt",
    );
    expect(localPercents("61 % fewer", "en")).toBe("61% fewer");
    expect(localPercents("61%削減", "ja")).toBe("61%削減");
    // A URL's escapes are not percentages.
    expect(localPercents("query=12%20Road", "de")).toBe("query=12%20Road");
  });

  it("leaves no German percentage without its no-break space", () => {
    const texts: string[] = [];
    const walk = (value: unknown) => {
      if (typeof value === "string") texts.push(value);
      else if (Array.isArray(value)) value.forEach(walk);
      // An entry shown from English keeps English numbers.
      else if (value && typeof value === "object" && !("untranslated" in value))
        Object.values(value).forEach(walk);
    };
    walk(loadContent("de"));
    const unspaced = texts.flatMap(
      (text) => text.match(/.{0,20}\d[ \u202f]?%(?![0-9A-Fa-f]{2})/g) ?? [],
    );
    expect(unspaced).toEqual([]);
  });

  it("writes Arabic numbers in the digits the site's Arabic Intl locale writes", () => {
    // site.ts: Arabic formats with "ar-u-nu-latn" (0–9, as the Gulf's business press writes
    // figures), so copy typed with Arabic-Indic digits (٠–٩) would sit beside Intl's 0–9.
    expect(new Intl.NumberFormat("ar-u-nu-latn").format(1234.5)).toMatch(/^[\d.,]+$/);
    const text = JSON.stringify(loadContent("ar"));
    expect(text.match(/.{0,20}[\u0660-\u0669\u06f0-\u06f9].{0,5}/g) ?? []).toEqual([]);
  });
});
