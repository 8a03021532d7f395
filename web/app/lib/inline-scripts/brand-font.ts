// Phones set their first page in the web font's metric twin (styles/app.css says why), all but
// its headline: the build writes into this script the few glyphs of that page's <h1>, cut from
// the same font (scripts/build-steps/fonts.mjs), and the script adds them as a face of their own
// before the first paint, with no request (first-view-face.ts).
// This head script also brings phones the web font from their second page on. Two seconds after
// a page is shown (page-shown.ts), it fetches the font file into the browser's cache at low
// priority and remembers which file it fetched. On every later page it marks <html> with
// `data-brand-font` before the first paint, so the stylesheet sets text in the web font, and
// preloads the file, so the browser reads it from the cache before the first layout
// (`font-display: optional` never swaps a font in later, so nothing moves; a font still unread by
// then waits for the next page). Remembering the file's URL (it carries a content hash) means a
// new version of the font is fetched again. Wider screens preload the font from the start
// (root.tsx) and skip all this. On Arabic pages "the font" is two files, the brand face and the
// Arabic face (docs/decisions/008-faces-for-arabic-and-japanese.md): both are fetched, and a page
// is marked only when both are in the cache.
// The rules of an inline script: README.md beside this file.

import { firstViewFace } from "./first-view-face";
import { onPageShown } from "./page-shown";

/** The localStorage key holding the URL of the font file already fetched into the cache. */
export const brandFontStorageKey = "kaveri-brand-font";
/** Set on <html> when the web font is in the cache: text is set in it from the first paint. */
export const brandFontAttribute = "data-brand-font";
/** The screens that preload the web font (app.css: the same 48rem; a unit test checks). */
export const brandFontMedia = "(min-width: 768px)";

/**
 * The head script. On a phone's first page it adds the headline face from the bytes the build
 * wrote over the placeholder (on an Arabic page, `arabic`, a second face for its Arabic letters):
 * a face made from bytes is loaded at once, so the first paint draws the headline in it.
 * (Unwritten, as under the dev server, a placeholder is not base64: no face.)
 */
export function brandFontScript(
  fontUrls: string | readonly string[],
  { arabic = false }: { arabic?: boolean } = {},
): string {
  // The brand face and, on an Arabic page, the Arabic face (docs/decisions/008): fetched and
  // remembered together, so a page marked data-brand-font has every face its stack names.
  const urls = typeof fontUrls === "string" ? [fontUrls] : [...fontUrls];
  const list = JSON.stringify(urls);
  const remembered = JSON.stringify(urls.join(" "));
  // The headline's faces: its Latin glyphs and, on an Arabic page, its Arabic letters (only for
  // the Arabic range, so Latin in the headline stays in the Latin face).
  const headlineFaces = JSON.stringify([
    [firstViewFace.placeholder, {}],
    ...(arabic
      ? [[firstViewFace.arabicPlaceholder, { unicodeRange: firstViewFace.arabicRange }]]
      : []),
  ]);
  return `(() => {
if (matchMedia("${brandFontMedia}").matches) return;
const key = "${brandFontStorageKey}";
const urls = ${list};
let fetched = null;
try { fetched = localStorage.getItem(key); } catch {}
if (fetched === ${remembered}) {
  document.documentElement.setAttribute("${brandFontAttribute}", "");
  for (const href of urls) document.head.append(Object.assign(document.createElement("link"), { rel: "preload", as: "font", type: "font/woff2", href, crossOrigin: "" }));
  return;
}
for (const [base64, range] of ${headlineFaces}) {
  try {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    if (bytes.length) {
      document.fonts.add(new FontFace("${firstViewFace.family}", bytes, { weight: "${firstViewFace.weight}", ...range }));
      document.documentElement.setAttribute("${firstViewFace.attribute}", "");
    }
  } catch {}
}
const warm = () => Promise.all(urls.map((url) => fetch(url, { priority: "low" })
  .then((response) => response.ok && response.arrayBuffer())))
  .then((bodies) => { if (bodies.every(Boolean)) localStorage.setItem(key, ${remembered}); })
  .catch(() => {});
const later = () => setTimeout(warm, 2000);
${onPageShown("later")};
})();`;
}
