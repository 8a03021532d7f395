import { ui } from "~/content/ui";

/**
 * `lang` for text a language shows from English (a news post or job opening published in English
 * only): screen readers and hyphenation then read it as English inside the page's language.
 */
export const englishLang = (untranslated: boolean | undefined) => (untranslated ? "en" : undefined);

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
