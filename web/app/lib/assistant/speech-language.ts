import type { LanguageCode } from "~/site";

/**
 * The language voice input listens for on a page in `code`: US English as specified for English,
 * each other language in the region browsers' recognisers know best (a bare "ar" is not accepted
 * by every browser, and Intl's "ar-u-nu-latn" is no recogniser's tag).
 */
const speechLanguages: Record<LanguageCode, string> = {
  en: "en-US",
  de: "de-DE",
  ja: "ja-JP",
  ar: "ar-SA",
};

export const speechLanguage = (code: LanguageCode): string => speechLanguages[code];
