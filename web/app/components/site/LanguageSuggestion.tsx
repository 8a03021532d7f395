import { InlineScript } from "~/components/ui/InlineScript";
import { languageSuggestionScript } from "~/lib/inline-scripts/language-suggestion";
import { language, languages } from "~/lib/locale";

/**
 * "This page is also in German", said in German, to a visitor whose browser prefers a language
 * the site has other than the page's (lib/language-suggestion.ts). Decided in the browser by the
 * inline script, which shows the bar right after itself, so the pre-rendered page is the same
 * for everyone and never redirects.
 */
export function LanguageSuggestion() {
  return (
    <InlineScript
      code={
        import.meta.env.SSR
          ? languageSuggestionScript(
              language.code,
              languages.map((l) => l.code),
            )
          : ""
      }
    />
  );
}
