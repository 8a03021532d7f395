// The page's language, for code that formats, links or labels by it. It is fixed per build (see
// `language` in site.ts): every module of a build agrees on it, at build time and in the browser.
// A relative import with its extension: the plain-Node build steps (pagefind) import this too.
import { defaultLanguage, language, languages, type LanguageCode } from "../site.ts";

export { language, languages };
export const locale: LanguageCode = language.code;
/** The locale `Intl` formats with ("de-DE"); English keeps the en-GB dates it has always shown. */
export const intlLocale: string = language.intl;
/** The language's path prefix: "" for English, "/de" for German. */
export const localePrefix = (code: LanguageCode = locale): string =>
  code === defaultLanguage ? "" : `/${code}`;

/**
 * A site path in this page's language, for plain `<a href>` and form `action`s (React Router's
 * `<Link>` adds the build's basename itself). Leaves other links alone.
 */
export function localePath(path: string, code: LanguageCode = locale): string {
  if (!path.startsWith("/") || path.startsWith("//") || code === defaultLanguage) return path;
  if (path.startsWith("/api/") || path.startsWith("/assets/")) return path;
  return `${localePrefix(code)}${path === "/" ? "/" : path}`;
}

/** The same page in another language: `/de/services` → `/ja/services`, `/services` → `/ar/services`. */
export function pathInLanguage(pathname: string, code: LanguageCode): string {
  // The site's addresses have no trailing slash (a pre-rendered page's location may have one).
  const unprefixed = stripLanguage(pathname).replace(/(.)\/+$/, "$1");
  return code === defaultLanguage ? unprefixed : `/${code}${unprefixed === "/" ? "/" : unprefixed}`;
}

/** The language a site pathname is in, by its prefix ("/de/careers" → "de", "/careers" → "en"). */
export function languageOf(pathname: string): LanguageCode {
  const prefixed = languages.find(
    ({ code }) =>
      code !== defaultLanguage && (pathname === `/${code}` || pathname.startsWith(`/${code}/`)),
  );
  return prefixed?.code ?? defaultLanguage;
}

/** A pathname without its language prefix ("/de/careers" → "/careers", "/de/" → "/"). */
export function stripLanguage(pathname: string): string {
  const code = languageOf(pathname);
  return code === defaultLanguage ? pathname : pathname.slice(code.length + 1) || "/";
}
