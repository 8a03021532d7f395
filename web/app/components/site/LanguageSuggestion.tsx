import { lazy, Suspense, useEffect, useState } from "react";
import { allLanguages } from "~/site";
import { language, languages } from "~/lib/locale";
import {
  SUGGESTION_STORAGE_KEY,
  alternatePath,
  suggestedLanguage,
} from "~/lib/language-suggestion";
import type { Suggestion } from "./LanguageSuggestionBar";

// The bar and every language's words for it load only when there is a suggestion to show.
const LanguageSuggestionBar = lazy(() =>
  import("./LanguageSuggestionBar").then((m) => ({ default: m.LanguageSuggestionBar })),
);

function remembered(): boolean {
  try {
    return localStorage.getItem(SUGGESTION_STORAGE_KEY) !== null;
  } catch {
    return true; // storage refused: showing it on every page could never be dismissed for good
  }
}

function remember(choice: "dismissed" | "followed") {
  try {
    localStorage.setItem(SUGGESTION_STORAGE_KEY, choice);
  } catch {
    // storage refused: the suggestion goes away for this page only
  }
}

/**
 * "This page is also in German", said in German, to a visitor whose browser prefers a language
 * the site has other than the page's (lib/language-suggestion.ts). Decided after hydration only,
 * so the pre-rendered page is the same for everyone and never redirects.
 */
export function LanguageSuggestion() {
  const [suggestion, setSuggestion] = useState<Suggestion>();

  useEffect(() => {
    if (remembered()) return;
    const code = suggestedLanguage(
      navigator.languages?.length ? navigator.languages : [navigator.language],
      language.code,
      languages.map((l) => l.code),
    );
    if (!code) return;
    const alternates = [
      ...document.querySelectorAll<HTMLLinkElement>("link[rel=alternate][hreflang]"),
    ].map((l) => ({ hreflang: l.hreflang, href: l.href }));
    const href = alternatePath(alternates, code);
    const target = allLanguages.find((l) => l.code === code);
    if (!href || !target) return;
    setSuggestion({ code, dir: target.dir, href: `${href}${location.hash}` });
  }, []);

  if (!suggestion) return null;
  return (
    <Suspense fallback={null}>
      <LanguageSuggestionBar
        suggestion={suggestion}
        remember={remember}
        onClose={() => setSuggestion(undefined)}
      />
    </Suspense>
  );
}
