// Filter links that are documents of their own (the case studies' filters) but should feel like
// a filter of the same page: a click on an `a[data-keep-place]` keeps the scroll position for the
// page it opens, which puts it back while it is parsed (or, prerendered, as it is activated: its
// session storage is the visitor's from then on), focuses the same link there and announces the list's count
// again (`data-keep-place-status`: a live region's text is only read out when it changes).
// Session storage, one entry, taken as it is read. Rendered by components/ui/KeepPlace.tsx after
// the list, so the page is long enough to scroll back to where it was.
// The rules of an inline script: README.md.

/** On a link whose page should open where this one is scrolled to. */
export const keepPlaceAttribute = "data-keep-place";
/** On the live region whose text the kept page announces again. */
export const keepPlaceStatusAttribute = "data-keep-place-status";
/** sessionStorage: `[pathname, scrollY]` of the last kept-place click. */
export const keepPlaceKey = "kaveri.keep-place";

export const keepPlaceScript = `(() => {
const d = document, s = sessionStorage;
addEventListener("click", (e) => {
const a = e.target instanceof Element && e.target.closest("a[${keepPlaceAttribute}]");
if (a && !(e.ctrlKey || e.metaKey || e.shiftKey || e.altKey)) try { s.setItem("${keepPlaceKey}", JSON.stringify([a.pathname, scrollY])); } catch {}
});
const restore = () => {
let kept;
try { kept = JSON.parse(s.getItem("${keepPlaceKey}")); s.removeItem("${keepPlaceKey}"); } catch {}
if (!Array.isArray(kept) || kept[0] != location.pathname) return;
scrollTo(0, kept[1]);
[...d.querySelectorAll("a[${keepPlaceAttribute}]")].find((a) => a.pathname == kept[0] && a.checkVisibility())?.focus({ preventScroll: true });
const status = d.querySelector("[${keepPlaceStatusAttribute}]"), text = status?.textContent;
if (status) { status.textContent = ""; setTimeout(() => (status.textContent = text), 100); }
};
d.prerendering ? d.addEventListener("prerenderingchange", restore, { once: true }) : restore();
})();`;
