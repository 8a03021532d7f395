// Each language's suggestion of itself, written in that language (lib/language-suggestion.ts
// decides whether to show one). Every page may need any of them, so they are kept apart from the
// languages' ui.yaml (which ships only the page's own language) and loaded only when one shows
// (app/islands/language-suggestion.client.ts).
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
  /** Which way the words run (site.ts says the same; the bar's module does not load site.ts). */
  dir: "ltr" | "rtl";
}

/** Every language's suggestion, in that language. A language added to site.ts needs its entry here. */
export const suggestionTexts: Record<LanguageCode, SuggestionTexts> = {
  en: {
    message: "This page is also available in English.",
    action: "Read in English",
    dismiss: "Dismiss",
    label: "Language suggestion",
    dir: "ltr",
  },
  de: {
    message: "Diese Seite gibt es auch auf Deutsch.",
    action: "Auf Deutsch lesen",
    dismiss: "Schließen",
    label: "Sprachvorschlag",
    dir: "ltr",
  },
  ja: {
    message: "このページは日本語でもご覧いただけます。",
    action: "日本語で読む",
    dismiss: "閉じる",
    label: "言語のご案内",
    dir: "ltr",
  },
  ar: {
    message: "هذه الصفحة متوفرة أيضًا باللغة العربية.",
    action: "اقرأها بالعربية",
    dismiss: "إغلاق",
    label: "اقتراح لغة",
    dir: "rtl",
  },
};
