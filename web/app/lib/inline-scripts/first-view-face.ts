// The first view's headline face (docs/decisions/007-first-view-headline-face.md): the glyphs of
// one page's <h1>, cut from the web font at the headline's weight, written into the page by the
// build (scripts/build-steps/fonts.mjs) and added by brand-font.ts on a phone's first page. Its
// family name is its own, so text outside that page's headline never reaches for a glyph the
// face lacks. An Arabic page's headline has a second face in the same family: its Arabic
// letters, cut from the Arabic face (docs/decisions/008), for the Arabic script's range only.
// No imports: the build step reads this module with Node directly.

export const firstViewFace = {
  family: "Instrument Sans First View",
  /** Every <h1> is font-semibold: the one weight the face is cut at. */
  weight: 600,
  /** Set on <html> while the face is in use (app.css; root.tsx lifts it when the app shows another page). */
  attribute: "data-first-view-face",
  /** The build writes the page's face (woff2, base64) over this text of the head script. */
  placeholder: "@first-view-face@",
  /** The same for the Arabic letters of an Arabic page's headline. */
  arabicPlaceholder: "@first-view-face-arabic@",
  /** The Arabic face's range: app.css's unicode-range for Noto Sans Arabic Web, and the space,
   * which the face has only when the headline has no Latin face to take it from. */
  arabicRange:
    "U+0020, U+0600-06FF, U+0750-077F, U+0870-08FF, U+200C-200D, U+FB50-FDFF, U+FE70-FEFF",
} as const;
