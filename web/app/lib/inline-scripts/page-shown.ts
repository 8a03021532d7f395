// "The page is shown": it has loaded and its first contentful paint has been presented. Work
// that would compete with the first screen waits for it: the islands started with the page
// (islands.ts), a phone's font warm-up (brand-font.ts)
// and the artwork further down the page (the `lazy-frame` utility in styles/app.css). Load alone
// is not enough: it can come before the first paint, and a request started before the page's
// largest paint counts against it.
//
// One head script marks the moment on <html> and announces it with an event; the others wait
// for it with `onPageShown`. Once shown, it draws the parts of the page the first paint skipped
// (`drawDeferred`). Without paint timing it waits one frame after load; a paint entry
// that never comes is given up on after five seconds. A prerendered page is not shown before it
// is activated (activation.ts): the wait for its paint, and the five seconds, start then, so
// everything that waits here (the page view, a phone's font warm-up, islands started with the
// page) waits for the visitor too. The rules of an inline script: README.md.
import { onActivated } from "./activation.ts";

/** Set on <html> once the page is shown. */
export const pageShownAttribute = "data-page-shown";
/** Dispatched on document once the page is shown. */
export const pageShownEvent = "kaveri:page-shown";

/**
 * Draws the page's `defer-draw` parts (the sections below the first screen, the footer), one per
 * frame. The first paint skips them (`content-visibility: auto`), so the first frame's style and
 * layout cover the first screen only; drawn in one go afterwards they would be one long task on
 * a phone, so each gets a frame of its own. Drawn, they lose the containment that skipping needs
 * (a part's overflow is no longer clipped) and every check of the page (colours, positions) sees
 * them as shown. A drawn part carries `data-drawn` (styles/app.css). Self-contained: serialized
 * into the inline script below, so it spells its selectors itself.
 */
export function drawDeferred(doc: Document, win: Window): void {
  const parts = Array.from(doc.querySelectorAll(".defer-draw:not([data-drawn])"));
  const next = () => {
    const part = parts.shift();
    if (!part) return;
    part.setAttribute("data-drawn", "");
    win.requestAnimationFrame(next);
  };
  win.requestAnimationFrame(next);
}

export const pageShownScript = `(() => {
let shown = false;
const show = () => {
  if (shown) return;
  shown = true;
  document.documentElement.setAttribute("${pageShownAttribute}", "");
  document.dispatchEvent(new Event("${pageShownEvent}"));
  (${drawDeferred.toString()})(document, window);
};
const watch = () => {
  if (!(PerformanceObserver.supportedEntryTypes || []).includes("paint")) return requestAnimationFrame(show);
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName("first-contentful-paint").length) { observer.disconnect(); show(); }
  }).observe({ type: "paint", buffered: true });
  setTimeout(show, 5000);
};
addEventListener("load", () => ${onActivated("watch")}, { once: true });
})();`;

/**
 * Script text that runs the function named `callback` once the page is shown (at once if it
 * already is). For other inline scripts; `pageShownScript` must come first in the page.
 */
export function onPageShown(callback: string): string {
  return `(document.documentElement.hasAttribute("${pageShownAttribute}") ? ${callback}() : document.addEventListener("${pageShownEvent}", ${callback}, { once: true }))`;
}
