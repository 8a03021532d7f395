// A slow phone paints a page before it has parsed all of it. Painted half-parsed, a hero moves
// when its second half arrives (a centred column grows, the header's nav fills in): a layout
// shift the visitor sees. Every page's opening section carries this id, and the head's
// `<link rel="expect" blocking="render">` (root.tsx) holds the first paint until that section is
// parsed, so the first screen appears whole; what follows it still renders as it streams in.
// A page without it paints once its whole document is parsed (the platform's fallback).

/** The id of every page's opening section (its hero). */
export const firstScreenId = "first-screen";
