import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { glyphClasses } from "~/content/glyph-names";
import { goalAttributes } from "~/lib/goals";
import { suggestionTexts } from "~/lib/language-suggestion-texts";

export interface Suggestion {
  code: string;
  dir: "ltr" | "rtl";
  href: string;
}

/**
 * The suggestion's bar (components/site/LanguageSuggestion.tsx decides it): at the end of the
 * page, sticking to the bottom of the screen (like ActionBar), it holds its own place in the
 * flow, so it moves nothing (CLS 0) and never sits over the page's last content; its end is left
 * free for the chat launcher. Its words carry their own lang and dir.
 */
export function LanguageSuggestionBar({
  suggestion,
  remember,
  onClose,
}: {
  suggestion: Suggestion;
  /** Keeps the visitor's answer on the device (LanguageSuggestion.tsx). */
  remember: (choice: "dismissed" | "followed") => void;
  onClose: () => void;
}) {
  const bar = useRef<HTMLElement>(null);
  const { pathname } = useLocation();

  // A page's own bottom action bar (a job's Apply, a case study's enquiry) rests on top of this
  // one rather than under it, so neither covers the other.
  useEffect(() => {
    const element = bar.current;
    if (!element) return;
    const others = () =>
      document.querySelectorAll<HTMLElement>("[data-action-bar]:not([data-language-suggestion])");
    const place = () => {
      for (const other of others()) other.style.bottom = `${element.offsetHeight}px`;
    };
    place();
    const observer = new ResizeObserver(place);
    observer.observe(element);
    return () => {
      observer.disconnect();
      for (const other of others()) other.style.bottom = "";
    };
  }, [suggestion, pathname]);

  const texts = suggestionTexts[suggestion.code as keyof typeof suggestionTexts];
  return (
    <section
      ref={bar}
      aria-label={texts.label}
      lang={suggestion.code}
      data-action-bar
      data-language-suggestion={suggestion.code}
      className="sticky bottom-0 z-30 border-t border-line bg-surface/95 shadow-[0_-8px_24px_-16px_rgb(11_18_32/0.35)] backdrop-blur-md"
    >
      <div className="container-page">
        <div className="flex min-h-[4.25rem] items-center gap-3 py-3 pe-12 sm:min-h-20 sm:pe-[4.75rem] md:pe-16">
          <p dir={suggestion.dir} className="min-w-0 flex-1 text-sm text-ink sm:text-base">
            <span className="me-2">{texts.message}</span>
            <a
              href={suggestion.href}
              hrefLang={suggestion.code}
              {...goalAttributes("language-switch", { lang: suggestion.code, via: "suggestion" })}
              onClick={() => remember("followed")}
              className="inline-block font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
            >
              {texts.action}
            </a>
          </p>
          <button
            type="button"
            onClick={() => {
              remember("dismissed");
              onClose();
            }}
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink-muted transition-colors hover:bg-surface-muted hover:text-ink"
          >
            <span aria-hidden="true" className={`glyph ${glyphClasses.close} size-5`} />
            <span className="sr-only">{texts.dismiss}</span>
          </button>
        </div>
      </div>
    </section>
  );
}
