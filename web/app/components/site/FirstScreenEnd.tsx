// A slow device paints a page before it has parsed all of it. Painted half-parsed, a hero moves
// when its second half arrives (a centred column grows, an aside's picture appears): a layout
// shift the visitor sees. Every page's opening section ends with this marker, and the head's
// `<link rel="expect" blocking="render">` (root.tsx) holds the first paint until the marker is
// in the document, so the first screen appears whole; what follows it still renders as it
// streams in. (Chromium lifts the block as soon as the element is inserted, not when its
// content is parsed: hence a marker at the end, not an id on the section.) A page without it
// paints once its whole document is parsed, the platform's fallback.

/** The id of the marker at the end of every page's opening section (its hero). */
export const firstScreenEndId = "first-screen-end";

/** The last child of a page's opening section: the first paint waits for it. */
export function FirstScreenEnd() {
  return <span id={firstScreenEndId} hidden />;
}
