// The language suggestion's bar, without React: imported by the page's inline decision
// (lib/inline-scripts/language-suggestion.ts) only when there is a suggestion to show. At the end
// of the page, sticking to the bottom of the screen (like ActionBar), it holds its own place in
// the flow, so it moves nothing (CLS 0) and never sits over the page's last content; its end is
// left free for the chat launcher. Its words carry their own lang and dir. Shown once the page is
// (lib/inline-scripts/page-shown.ts), so it never competes with the first screen.
import { SUGGESTION_STORAGE_KEY, alternatePath } from "~/lib/language-suggestion";
import { suggestionTexts } from "~/lib/language-suggestion-texts";
import type { LanguageCode } from "~/site";

// Spelled here rather than imported: the islands share those modules, so an import would be a
// chunk of its own, fetched after this one (a unit test holds them equal).
/** The goal attribute of lib/inline-scripts/count.ts. */
export const goalAttribute = "data-goal";
/** glyphClasses.close of content/glyph-names.ts. */
export const closeGlyph = "glyph-close";
/** The page-shown mark and event of lib/inline-scripts/page-shown.ts. */
export const pageShown = { attribute: "data-page-shown", event: "kaveri:page-shown" };

function remember(choice: "dismissed" | "followed") {
  try {
    localStorage.setItem(SUGGESTION_STORAGE_KEY, choice);
  } catch {
    // storage refused: the suggestion goes away for this page only
  }
}

function element(
  tag: string,
  attributes: Record<string, string>,
  ...children: (Node | string)[]
): HTMLElement {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  el.append(...children);
  return el;
}

/** Shows the bar suggesting the page in `code` (its alternate at `href`) right after `place`. */
export function show(place: Element, code: LanguageCode, href: string): void {
  const path = alternatePath([{ hreflang: code, href }], code);
  const texts = suggestionTexts[code];
  if (!path || !texts) return;
  const link = element(
    "a",
    {
      href: `${path}${location.hash}`,
      hreflang: code,
      [goalAttribute]: "language-switch",
      [`${goalAttribute}-lang`]: code,
      [`${goalAttribute}-via`]: "suggestion",
      class:
        "inline-block font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900",
    },
    texts.action,
  );
  const close = element(
    "button",
    {
      type: "button",
      class:
        "inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink-muted transition-colors hover:bg-surface-muted hover:text-ink",
    },
    element("span", { "aria-hidden": "true", class: `glyph ${closeGlyph} size-5` }),
    element("span", { class: "sr-only" }, texts.dismiss),
  );
  const bar = element(
    "section",
    {
      "aria-label": texts.label,
      lang: code,
      "data-action-bar": "",
      "data-language-suggestion": code,
      class:
        "sticky bottom-0 z-30 border-t border-line bg-surface/95 shadow-[0_-8px_24px_-16px_rgb(11_18_32/0.35)] backdrop-blur-md",
    },
    element(
      "div",
      { class: "container-page" },
      element(
        "div",
        {
          class:
            "flex min-h-[4.25rem] items-center gap-3 py-3 pe-12 sm:min-h-20 sm:pe-[4.75rem] md:pe-16",
        },
        element(
          "p",
          { dir: texts.dir, class: "min-w-0 flex-1 text-sm text-ink sm:text-base" },
          element("span", { class: "me-2" }, texts.message),
          link,
        ),
        close,
      ),
    ),
  );

  // A page's own bottom action bar (a job's Apply, a case study's enquiry) rests on top of this
  // one rather than under it, so neither covers the other.
  const others = () =>
    document.querySelectorAll<HTMLElement>("[data-action-bar]:not([data-language-suggestion])");
  const lift = () => {
    for (const other of others()) other.style.bottom = `${bar.offsetHeight}px`;
  };
  const observer = new ResizeObserver(lift);
  link.addEventListener("click", () => remember("followed"));
  close.addEventListener("click", () => {
    remember("dismissed");
    observer.disconnect();
    bar.remove();
    for (const other of others()) other.style.bottom = "";
  });

  const insert = () => {
    place.after(bar);
    observer.observe(bar);
  };
  if (document.documentElement.hasAttribute(pageShown.attribute)) insert();
  else document.addEventListener(pageShown.event, insert, { once: true });
}
