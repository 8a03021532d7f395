// Keeps the visitor's place across the case-study filters (routes/case-studies.tsx): each filter
// is its own pre-rendered page, so a click loads a document, which would start at the top with
// focus on nothing. A click on a filter link (`data-keep-place`) notes its address and the
// scroll position in sessionStorage; the page it opens, while it is parsed, scrolls back there
// and focuses the same filter (or, when the filters are folded away on a phone, their summary),
// and announces the list's count. A prerendered filter page does so on activation: until then
// its sessionStorage is a copy taken before the click.
// Rendered after the list, so the page is long enough to scroll; a reload or another page
// finds nothing noted. The rules of an inline script: README.md.

import { onActivated } from "./activation.ts";

/** On a link whose page opens at the same scroll position, with focus on the same link. */
export const keepPlaceAttribute = "data-keep-place";
/** On the list's live region: the page a filter opens announces its text again (a live region's
 * text present at load is not read out). */
export const keepPlaceStatusAttribute = "data-keep-place-status";
/** The sessionStorage key of the place noted by the last click on such a link. */
export const keepPlaceKey = "kaveri:keep-place";

export const keepPlaceScript = `(() => {
const k = "${keepPlaceKey}", s = sessionStorage, d = document;
const restore = () => {
let p;
try { p = JSON.parse(s.getItem(k)); s.removeItem(k); } catch {}
if (!p || p.href != location.pathname) return;
scrollTo(0, p.y);
const a = d.querySelector('a[${keepPlaceAttribute}][href="' + p.href + '"]');
(a?.checkVisibility?.() ? a : a?.closest("details")?.querySelector("summary"))?.focus({ preventScroll: true });
const status = d.querySelector("[${keepPlaceStatusAttribute}]"), text = status?.textContent;
if (status) { status.textContent = ""; setTimeout(() => (status.textContent = text), 100); }
};
${onActivated("restore")};
addEventListener("click", (e) => {
const a = e.target instanceof Element && e.target.closest("a[${keepPlaceAttribute}]");
if (a && !(e.ctrlKey || e.metaKey || e.shiftKey || e.altKey)) try { s.setItem(k, JSON.stringify({ href: a.pathname, y: scrollY })); } catch {}
});
})();`;
