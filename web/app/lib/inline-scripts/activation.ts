// A prerendered page (Speculation Rules, root.tsx) runs its inline scripts before the visitor
// navigates to it, and may never be shown at all. Until it is activated it must not act as if
// seen: no page view, no once-per-visit mark, no warm-up fetch. `document.prerendering` is true
// until then, and `prerenderingchange` fires at activation. The rules of an inline script:
// README.md beside this file.

/**
 * Script text that runs the function named `callback` once the page is activated: at once for a
 * page that was never prerendered (or a browser without prerendering), else on activation.
 */
export function onActivated(callback: string): string {
  return `(document.prerendering ? document.addEventListener("prerenderingchange", ${callback}, { once: true }) : ${callback}())`;
}
