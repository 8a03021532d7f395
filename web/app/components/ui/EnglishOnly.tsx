import { ui } from "~/content/ui";

/**
 * `lang` and `dir` for text a language shows from English (a news post or job opening published
 * in English only): screen readers and hyphenation read it as English inside the page's language,
 * and in a right-to-left page it still runs left to right (its full stops end its sentences).
 */
export const englishText = (untranslated: boolean | undefined) =>
  untranslated ? ({ lang: "en", dir: "ltr" } as const) : {};

/** The one-line notice, in the page's language, above such text. */
export function EnglishOnlyNotice({
  untranslated,
  className = "",
}: {
  untranslated?: boolean;
  className?: string;
}) {
  if (!untranslated) return null;
  return (
    <p className={`text-sm font-medium text-ink-muted ${className}`} role="note">
      {ui.language.englishOnly}
    </p>
  );
}
