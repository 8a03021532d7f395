// The suggestion of another language (issue 18): a visitor whose browser prefers a language the
// site has, other than the page's, is offered the same page in it. Never a redirect: `/` answers
// English to everyone, crawlers included. Decided in the browser (it depends on the browser's
// languages) by an inline script (lib/inline-scripts/language-suggestion.ts), once: dismissing or
// following it is remembered on the device (localStorage, no cookie).
//
// Each language's suggestion is written in that language (language-suggestion-texts.ts), loaded
// only when there is one to show.

/** The localStorage key remembering that the visitor dismissed or followed a suggestion. */
export const SUGGESTION_STORAGE_KEY = "kaveri-language-suggestion";

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
