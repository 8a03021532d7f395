// Content refers to the company's facts instead of retyping them: "{site.name}",
// "{site.contact.careersEmail}", "{stats.projects}" (read as "500+"). The facts live in
// app/site.ts; a reference to a fact that does not exist is a content error. "{count}" is left
// for the page to fill in (the number of items it lists).
import {
  allLanguages,
  formatStat,
  siteIn,
  siteTexts,
  statsIn,
  trustedByIn,
  type LanguageCode,
  type Stat,
} from "../../app/site.ts";

// Filled in at run time, not by the loader ({max}: a field's length in a form's error messages).
const runtimePlaceholders = new Set(["count", "seconds", "total", "name", "query", "kind", "max"]);

function flatten(prefix: string, value: unknown, out: Map<string, string>) {
  if (typeof value === "string" || typeof value === "number") out.set(prefix, String(value));
  else if (value && typeof value === "object" && !Array.isArray(value)) {
    for (const [key, inner] of Object.entries(value)) flatten(`${prefix}.${key}`, inner, out);
  }
}

/** The locale `Intl` formats a language's numbers with ("de-DE"). */
const intlOf = (locale: string): string =>
  allLanguages.find((l) => l.code === locale)?.intl ?? allLanguages[0].intl;

function buildFacts(locale: string): Map<string, string> {
  const texts = siteTexts[locale as LanguageCode];
  const facts = new Map<string, string>();
  flatten("site", siteIn(texts), facts);
  for (const [key, stat] of Object.entries(statsIn(texts)) as [string, Stat][]) {
    // In the content's language ("99,9 %" in German), not the loader's own (English).
    facts.set(`stats.${key}`, formatStat(stat, intlOf(locale)));
    facts.set(`stats.${key}.label`, stat.label);
    facts.set(`stats.${key}.number`, String(stat.number));
  }
  facts.set("trustedBy", trustedByIn(texts));
  return facts;
}

const byLocale = new Map<string, Map<string, string>>();
/** The facts in a language's words ("{site.contact.responseTime}" is "innerhalb von 24 Stunden" in German). */
const factsFor = (locale: string) => {
  if (!byLocale.has(locale)) byLocale.set(locale, buildFacts(locale));
  return byLocale.get(locale)!;
};
const facts = factsFor("en");
const reference = /\{([a-zA-Z][\w.]*)\}/g;

const percentSpaces = new Map<string, string>();
/**
 * What a language sets between a number and its percent sign, as `Intl` writes it: a no-break
 * space in German ("27 %"), nothing in English, Japanese and Arabic ("27%").
 */
export function percentSpace(locale: string): string {
  let space = percentSpaces.get(locale);
  if (space === undefined) {
    const parts = new Intl.NumberFormat(intlOf(locale), { style: "percent" }).formatToParts(0.27);
    const sign = parts.findIndex((part) => part.type === "percentSign");
    const before = parts[sign - 1];
    space = before?.type === "literal" ? before.value.replace(/[^\s]/gu, "") : "";
    percentSpaces.set(locale, space);
  }
  return space;
}

/**
 * A text's percentages spaced as its language writes them ("99%" and "27 %" both "… %" in
 * German), so the copy need not type the space by hand. A sign followed by two hex digits is a
 * URL's escape ("%20"), left alone.
 */
export function localPercents(text: string, locale: string): string {
  const space = percentSpace(locale);
  return text.replace(/(\d)[ \u00a0\u202f]?%(?![0-9A-Fa-f]{2})/g, `$1${space}%`);
}

/** A fact as it is written into rendered HTML (a Markdown body). */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** Every string in `value` with its fact references filled in; unknown references are reported. */
export function fillFacts(
  value: unknown,
  onUnknown: (name: string, path: PropertyKey[]) => void,
  path: PropertyKey[] = [],
  format: (fact: string) => string = (fact) => fact,
  locale = "en",
): unknown {
  if (typeof value === "string") {
    const filled = value.replace(reference, (whole, name: string) => {
      if (runtimePlaceholders.has(name)) return whole;
      const fact = factsFor(locale).get(name);
      if (fact === undefined) {
        onUnknown(name, path);
        return whole;
      }
      return format(fact);
    });
    return localPercents(filled, locale);
  }
  if (Array.isArray(value))
    return value.map((item, index) => fillFacts(item, onUnknown, [...path, index], format, locale));
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [
        key,
        fillFacts(inner, onUnknown, [...path, key], format, locale),
      ]),
    );
  }
  return value;
}

/** The names content can refer to, for the README and the CMS hints. */
export const factNames = (): string[] => [...facts.keys()];
