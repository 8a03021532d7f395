// The suggestion of another language (issue 18): a visitor whose browser prefers a language the
// site has, other than the page's, is offered the same page in it. Never a redirect: `/` answers
// English to everyone, crawlers included. Shown after hydration only (it depends on the
// browser), once: dismissing or following it is remembered on the device (localStorage, no cookie).
//
// Each language's suggestion is written in that language, so every page carries all of them.
// They are four short strings a language (under 1 KB in all), kept here rather than in each
// language's ui.yaml, which ships only the page's own language.
import type { LanguageCode } from "~/site";

export interface SuggestionTexts {
  /** "This page is also available in German.", said in German. */
  message: string;
  /** The link to the same page in it. */
  action: string;
  /** The close button's accessible name. */
  dismiss: string;
  /** The region's label. */
  label: string;
}

/** Every language's suggestion, in that language. A language added to site.ts needs its entry here. */
export const suggestionTexts: Record<LanguageCode, SuggestionTexts> = {
  en: {
    message: "This page is also available in English.",
    action: "Read in English",
    dismiss: "Dismiss",
    label: "Language suggestion",
  },
  de: {
    message: "Diese Seite gibt es auch auf Deutsch.",
    action: "Auf Deutsch lesen",
    dismiss: "Schließen",
    label: "Sprachvorschlag",
  },
  ja: {
    message: "このページは日本語でもご覧いただけます。",
    action: "日本語で読む",
    dismiss: "閉じる",
    label: "言語のご案内",
  },
  ar: {
    message: "هذه الصفحة متوفرة أيضًا باللغة العربية.",
    action: "اقرأها بالعربية",
    dismiss: "إغلاق",
    label: "اقتراح لغة",
  },
};

/** The localStorage key remembering that the visitor dismissed or followed a suggestion. */
export const SUGGESTION_STORAGE_KEY = "kaveri-language-suggestion";

/**
 * The language to suggest: the first of the browser's preferred languages (in order) that the
 * site publishes, unless that is the page's own language (the visitor is where they want to be).
 * "de-AT" matches "de"; a preferred language the site lacks is skipped.
 */
export function suggestedLanguage(
  preferred: readonly string[],
  pageLanguage: string,
  available: readonly string[],
): string | undefined {
  for (const tag of preferred) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (!primary) continue;
    if (!available.includes(primary)) continue;
    return primary === pageLanguage ? undefined : primary;
  }
  return undefined;
}

/**
 * The same page in a language, as a path: from the page's own hreflang alternates, so a page
 * without that language's translation (an English-only post) is never suggested in it.
 */
export function alternatePath(
  alternates: readonly { hreflang: string; href: string }[],
  code: string,
): string | undefined {
  const link = alternates.find((a) => a.hreflang.toLowerCase() === code);
  if (!link) return undefined;
  try {
    const url = new URL(link.href, "https://site.invalid");
    return `${url.pathname}${url.search}`;
  } catch {
    return undefined;
  }
}
