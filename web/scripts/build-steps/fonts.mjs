// The site's typefaces, subset to the characters the site sets:
// - Instrument Sans (variable, weights 400–700, SIL Open Font License), from the npm package
//   @fontsource-variable/instrument-sans, on every page (docs/decisions/003-font-subset-and-display-optional.md);
// - Noto Sans Arabic (variable, 400–700, OFL), from @fontsource-variable/noto-sans-arabic, on the
//   Arabic pages only, for their Arabic letters (docs/decisions/008-faces-for-arabic-and-japanese.md).
//   Japanese pages have no web face: the system's Japanese face (008).
//
// - Before Vite transforms the stylesheet (vite-fonts.mjs, buildStart), `buildFonts()` writes the
//   subsets into app/styles/fonts/ (git-ignored), where app.css's @font-face rules point: Vite
//   then hashes them into /assets/ like any other asset. The brand subset is Basic Latin, the
//   typographic punctuation the copy uses, and every other character of the content files that
//   the font has. The font has no ₹ and no arrows: those come from the fallback face. The Arabic
//   subset is the Arabic letters, marks, digits and punctuation and every Arabic character of
//   content/ar/ (with GPOS, which places the marks).
// - After the build (postbuild), `run()` writes into every pre-rendered page its first view's
//   headline face: the glyphs of the Latin words of the page's <h1> (before the first screen's
//   end; an Arabic or Japanese headline keeps only its Latin words), cut from the brand font at
//   the headline's weight, and on Arabic pages a second face of the headline's Arabic letters,
//   cut from the Arabic face at that weight, as base64 over the placeholders in the head script
//   (app/lib/inline-scripts/first-view-face.ts; docs/decisions/007-first-view-headline-face.md),
//   unless the face would push the page into another TCP round trip or past the HTML budget (then
//   the placeholders are emptied and the page is as before). It runs before the `csp` step, which hashes the scripts
//   as they are then. It reports per language (by <html lang>) the fonts' bytes on a wide first
//   view, the headline faces, and the characters that no face of that language covers (drawn by
//   a fallback face), counting apart those left to the system's face on purpose (Japanese; other
//   languages' names in the language switcher).
//
// The fallback faces' metric overrides in app.css (size-adjust, ascent/descent/line-gap-override)
// come from `fallbackMetrics()` and `arabicFallbackMetrics()`: `node scripts/build-steps/fonts.mjs
// --metrics` prints them. Every face they read is an npm package's (../packaged-fonts.mjs: Arimo
// for Arial, Noto Naskh Arabic), never the machine's, unless NOTO_NASKH_DIR names a folder of
// Debian's fonts-noto-core NotoNaskhArabic-Regular.ttf and -Bold.ttf to compare with.
import { mkdir, readdir, readFile, rename, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants, gzipSync } from "node:zlib";
import subsetFont from "subset-font";
import { fontFile } from "../packaged-fonts.mjs";
import { htmlPages } from "./html-files.mjs";
import { firstViewFace } from "../../app/lib/inline-scripts/first-view-face.ts";

const require = createRequire(import.meta.url);
const webDir = fileURLToPath(new URL("../../", import.meta.url));
export const fontsDir = join(webDir, "app/styles/fonts");
const brandPackage = "@fontsource-variable/instrument-sans";
const packageFile = (name, pkg = brandPackage) => require.resolve(`${pkg}/files/${name}`);
const faceFile = (face) => packageFile(face.source, face.package);

/** Always in the subset, whatever the copy says today (the assistant's replies, forms, search). */
const BASIC_LATIN = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join("");
const PUNCTUATION = "\u00a0–—‘’“”…•·×€©";

/**
 * The Arabic letters (U+0621–064A), the vowel marks, shadda and sukun, superscript alef, alef
 * wasla, the Arabic-Indic digits and separators, Arabic punctuation, tatweel, the letters Persian
 * and Urdu names add (پ چ ژ ڤ گ ی), and the joiners: always in the Arabic subset, whatever the
 * copy says today (visitors type into forms, search and the assistant).
 */
const ARABIC_BASE =
  String.fromCharCode(...Array.from({ length: 0x064a - 0x0621 + 1 }, (_, i) => 0x0621 + i)) +
  String.fromCharCode(...Array.from({ length: 0x0652 - 0x064b + 1 }, (_, i) => 0x064b + i)) +
  String.fromCharCode(...Array.from({ length: 0x066c - 0x0660 + 1 }, (_, i) => 0x0660 + i)) +
  "\u060c\u061b\u061f\u0640\u0670\u0671\u067e\u0686\u0698\u06a4\u06af\u06cc\u200c\u200d";
/** The Arabic script's blocks (app.css's unicode-range for the Arabic faces says the same). */
export const arabicScript = /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/u;
/** Kana, CJK punctuation, ideographs, full-width forms: Japanese is set in the system's face (docs/decisions/008). */
export const japaneseScript = /[\u3000-\u30ff\u31f0-\u31ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef]/u;

/**
 * The faces: the file app.css names, its npm package and source file there, what it must cover,
 * the languages whose pages load it (undefined: every page) and the tables it drops.
 * - Instrument Sans, every page: Latin (docs/decisions/003).
 * - Noto Sans Arabic (variable, 400–700, OFL), Arabic pages only: the Arabic letters, marks and
 *   digits plus every Arabic-script character of the Arabic content (docs/decisions/008). It
 *   keeps GPOS: in Arabic that table places the vowel marks and shadda, not just kerning.
 * Japanese has no web face: a full Japanese subset is far beyond the 40 KB budget (008).
 */
export const faces = [
  {
    file: "instrument-sans.woff2",
    package: brandPackage,
    source: "instrument-sans-latin-wght-normal.woff2",
    text: async () => BASIC_LATIN + PUNCTUATION + (await contentCharacters()),
    dropTables: ["GPOS"],
  },
  {
    file: "noto-sans-arabic.woff2",
    package: "@fontsource-variable/noto-sans-arabic",
    source: "noto-sans-arabic-arabic-wght-normal.woff2",
    languages: ["ar"],
    text: async () =>
      ARABIC_BASE + [...(await contentCharacters("ar"))].filter((c) => arabicScript.test(c)).join(""),
    dropTables: [],
  },
];

/** Every character of the content files (of one language's, or all) and the site's facts (copy lives there). */
async function contentCharacters(language) {
  const chars = new Set();
  const root = join(webDir, "content", language ?? "");
  const files = (await readdir(root, { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile() && /\.(md|ya?ml)$/.test(e.name))
    .map((e) => join(e.parentPath, e.name));
  files.push(language ? join(webDir, `app/site-texts/${language}.ts`) : join(webDir, "app/site.ts"));
  for (const file of files) for (const c of await readFile(file, "utf8").catch(() => "")) if (c.codePointAt(0) > 0x7e) chars.add(c);
  return [...chars].sort().join("");
}

/** Writes a file only when its bytes change, atomically (parallel builds share the folder). */
async function writeIfChanged(file, data) {
  const old = await readFile(file).catch(() => null);
  if (old && old.equals(data)) return false;
  const tmp = `${file}.${process.pid}.tmp`;
  await writeFile(tmp, data);
  await rename(tmp, file);
  return true;
}

/** What every cut of the font shares, so the faces set the same text alike. */
const subsetOptions = {
  targetFormat: "woff2",
  noHinting: true,
  // Kerning (GPOS, with its per-weight variations) is about half the file. Without it the
  // font fits in the first round trip of a new connection, which keeps the simulated mobile
  // LCP within its bar (docs/decisions/003-font-subset-and-display-optional.md). The face is
  // evenly spaced; headings lose pair kerning. (Per face: `faces[].dropTables`.)
  dropTables: ["GPOS"],
};

/** Subsets every face into app/styles/fonts/; returns [{ file, bytes }]. */
export async function buildFonts() {
  await mkdir(fontsDir, { recursive: true });
  const written = [];
  for (const face of faces) {
    const source = await readFile(faceFile(face));
    const subset = await subsetFont(source, await face.text(), {
      ...subsetOptions,
      dropTables: face.dropTables,
      // The weights the type scale uses (regular to bold): the whole axis of this font.
      variationAxes: { wght: { min: 400, max: 700 } },
    });
    await writeIfChanged(join(fontsDir, face.file), subset);
    written.push({ file: face.file, bytes: subset.length });
  }
  return written;
}

/** A font file opened with fontkit, as TrueType (its variations need the uncompressed tables). */
async function openFont(buffer) {
  const fontkit = await import("fontkit");
  return fontkit.create(await subsetFont(buffer, undefined, { targetFormat: "truetype", keepAllGlyphs: true }));
}

/** The code points a face covers: those of its subset text that its source font maps. */
async function coveredCharacters(face) {
  const fontkit = await import("fontkit");
  const mapped = new Set(fontkit.create(await readFile(faceFile(face))).characterSet);
  return [...(await face.text())].map((c) => c.codePointAt(0)).filter((cp) => mapped.has(cp));
}

const pageText = (html) =>
  html
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x([0-9a-f]+);/gi, (_, hex) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec) => String.fromCodePoint(Number(dec)))
    .replace(/&nbsp;/g, "\u00a0")
    .replace(/&(lt|gt|quot|apos);/g, (_, name) => ({ lt: "<", gt: ">", quot: '"', apos: "'" })[name])
    .replace(/&amp;/g, "&");

/** The text of a page's headline: its first <h1> before the first screen's end, if any. */
export function headlineText(html) {
  const end = html.indexOf('id="first-screen-end"');
  const h1 = /<h1\b[^>]*>([\s\S]*?)<\/h1>/i.exec(end === -1 ? html : html.slice(0, end));
  return h1 ? pageText(h1[1]).replace(/\s+/g, " ").trim() : "";
}

/**
 * The first view's headline face for `text`: its characters, cut from the web font with the
 * same options as the full face and pinned at the headline's weight (a static instance: the
 * variations are most of a variable font's bytes). Same outlines and advances at that weight,
 * so the headline sets exactly as in the full face. STAT (axis names) has no use in it.
 */
export async function firstViewFaceFor(text) {
  const chars = [...new Set(text)].sort().join("");
  return subsetFont(await readFile(faceFile(faces[0])), chars, {
    ...subsetOptions,
    variationAxes: { wght: firstViewFace.weight },
    dropTables: [...subsetOptions.dropTables, "STAT"],
  });
}

/**
 * The characters of a headline that the (Latin) headline face can cut: an Arabic or Japanese
 * headline keeps only its Latin words (brand and product names), and one with none gets no face.
 * Its other letters are drawn from the page's stack (app.css), as the page's body text is.
 */
export function latinHeadline(text) {
  const latin = [...text].filter((c) => !arabicScript.test(c) && !japaneseScript.test(c) && c.codePointAt(0) < 0x2000 || /[\u2000-\u206f\u20ac]/.test(c)).join("");
  return /[A-Za-z0-9\u00c0-\u024f]/.test(latin) ? latin.replace(/\s+/g, " ").trim() : "";
}

/** The Arabic letters of a headline (and the joiners), for its Arabic face; "" when it has none. */
export function arabicHeadline(text) {
  return [...text].filter((c) => arabicScript.test(c) || c === "\u200c" || c === "\u200d").join("");
}

/**
 * The first view's Arabic headline face: the headline's Arabic letters cut from the Arabic face
 * at the headline's weight. It keeps GSUB and GPOS (their closure brings each letter's joining
 * forms, and GPOS places the marks: docs/decisions/008), so the headline is shaped as the full
 * face shapes it.
 */
export async function arabicFirstViewFaceFor(text) {
  const chars = [...new Set(text)].sort().join("");
  return subsetFont(await readFile(faceFile(faces[1])), chars, {
    ...subsetOptions,
    variationAxes: { wght: firstViewFace.weight },
    dropTables: ["STAT"],
  });
}

/** The page with `base64` over `placeholder` (once). */
const over = (html, placeholder, base64) => {
  const at = html.indexOf(placeholder);
  return at === -1 ? html : html.slice(0, at) + base64 + html.slice(at + placeholder.length);
};

/**
 * Writes the page's headline faces over the head script's placeholders (its Latin words; on an
 * Arabic page, whose script has the second placeholder, its Arabic letters too); returns the
 * page and the faces' bytes.
 */
export async function writeFirstViewFace(html, faceFor = firstViewFaceFor, arabicFaceFor = arabicFirstViewFaceFor) {
  if (html.indexOf(firstViewFace.placeholder) === -1) return null;
  const headline = headlineText(html);
  const text = latinHeadline(headline);
  const face = text ? await faceFor(text) : new Uint8Array();
  let written = over(html, firstViewFace.placeholder, Buffer.from(face).toString("base64"));
  let bytes = face.length;
  if (written.includes(firstViewFace.arabicPlaceholder)) {
    // Its spaces too when the headline has no Latin face to take them from (a face of a space
    // alone is refused by the browser); with one, the Latin face's spaces are used, as in the
    // full stack, where Instrument Sans comes first.
    const letters = arabicHeadline(headline);
    const arabic = letters && !text && /\s/.test(headline) ? `${letters} ` : letters;
    const arabicFace = arabic ? await arabicFaceFor(arabic) : new Uint8Array();
    written = over(written, firstViewFace.arabicPlaceholder, Buffer.from(arabicFace).toString("base64"));
    bytes += arabicFace.length;
  }
  return { html: written, bytes };
}

/** The page with its placeholders emptied: no headline face. */
const withoutFaces = (html) => over(over(html, firstViewFace.placeholder, ""), firstViewFace.arabicPlaceholder, "");

/**
 * How many round trips a new connection takes to deliver `bytes`: TCP's initial window is ten
 * segments of 1,460 B (RFC 6928), doubling each round trip; Lighthouse's slow-4G simulation
 * (150 ms a round trip) counts the same.
 */
export function roundTrips(bytes) {
  let trips = 0;
  for (let window = 10 * 1460, left = bytes; left > 0; window *= 2, trips += 1) left -= window;
  return trips;
}

/** The HTML budget (tests/budgets/budgets.spec.ts: gzip, as the precompress step writes it). */
const htmlBudgetGzip = 40_000;
/** Whether a page stays within the HTML budget: an Arabic headline's faces are up to 8 KB. */
export const withinHtmlBudget = (html) => gzipSync(Buffer.from(html), { level: 9 }).length <= htmlBudgetGzip;

/** A page's response headers, most of them the CSP's list of script hashes (about 1.7 KB). */
const responseHeaderBytes = 1800;
const brotli = promisify(brotliCompress);
/** Bytes a page is sent in: brotli at the precompress step's settings, plus its headers. */
async function sentBytes(html) {
  const body = Buffer.from(html);
  const params = { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length };
  return (await brotli(body, { params })).length + responseHeaderBytes;
}

/**
 * Postbuild: writes each page's first view's headline face into it, where the page still arrives
 * in as many round trips with it as without (a round trip more would cost the first paint more
 * than the face is worth: docs/decisions/007-first-view-headline-face.md); reports the faces,
 * the pages left without one, which characters of the pages no face covers, and the fonts' bytes.
 */
export async function run(clientDir) {
  const coverage = new Map(); // face file → the code points it covers
  for (const face of faces) coverage.set(face.file, new Set(await coveredCharacters(face)));
  const cut = new Map(); // the same headline letters, the same face
  const cached = (cutFace, prefix) => (text) => {
    const key = prefix + [...new Set(text)].sort().join("");
    if (!cut.has(key)) cut.set(key, cutFace(text));
    return cut.get(key);
  };
  const faceFor = cached(firstViewFaceFor, "latin:");
  const arabicFaceFor = cached(arabicFirstViewFaceFor, "arabic:");
  const pages = await htmlPages(clientDir);
  const results = await Promise.all(
    pages.map(async ({ file, route }) => {
      const html = await readFile(file, "utf8");
      const written = await writeFirstViewFace(html, faceFor, arabicFaceFor);
      if (!written) throw new Error(`fonts: ${route} has no first view face placeholder (root.tsx's brand font script)`);
      const without = withoutFaces(html);
      const base = written.bytes > 0 ? await sentBytes(without) : 0;
      // base64 of compressed bytes compresses to about the bytes: compress again only when close.
      const fits =
        written.bytes > 0 &&
        (roundTrips(base) === roundTrips(base + written.bytes + 256) || roundTrips(base) === roundTrips(await sentBytes(written.html))) &&
        withinHtmlBudget(written.html);
      await writeFile(file, fits ? written.html : without);
      const language = /<html\b[^>]*\blang="([^"]+)"/i.exec(html)?.[1] ?? "en";
      return { route, html, language, bytes: written.bytes, fits };
    }),
  );
  const assets = (await readdir(join(clientDir, "assets"))).filter((name) => name.endsWith(".woff2"));
  const assetBytes = new Map(
    await Promise.all(assets.map(async (name) => [name, (await readFile(join(clientDir, "assets", name))).length])),
  );
  /** The hashed file of a face (Vite names it <name>-<hash>.woff2). */
  const assetOf = (face) => assets.find((name) => name.startsWith(`${face.file.replace(/\.woff2$/, "")}-`));
  const lines = [];
  for (const language of [...new Set(results.map((r) => r.language))].sort()) {
    const own = results.filter((r) => r.language === language);
    const loaded = faces.filter((face) => !face.languages || face.languages.includes(language));
    const covered = new Set(loaded.flatMap((face) => [...coverage.get(face.file)]));
    const missing = new Map();
    const systemChars = new Set();
    for (const { route, html } of own) {
      for (const c of pageText(html)) {
        const cp = c.codePointAt(0);
        // Controls and invisible format characters (the bidi marks U+200E/200F) draw nothing.
        if (cp < 0x20 || covered.has(cp) || /[\s\p{Cf}]/u.test(c)) continue;
        // Japanese on Japanese pages, and other languages' own names (the language switcher's
        // العربية, 日本語) on every page: the system's face, on purpose.
        if (japaneseScript.test(c) || (language !== "ar" && arabicScript.test(c))) {
          systemChars.add(c);
          continue;
        }
        if (!missing.has(c)) missing.set(c, route);
      }
    }
    const inlined = own.filter((r) => r.fits).map((r) => r.bytes).sort((a, b) => a - b);
    const left = own.filter((r) => !r.fits && r.bytes > 0).map((r) => r.route);
    const wide = loaded.map((face) => assetBytes.get(assetOf(face)) ?? 0).reduce((a, b) => a + b, 0);
    const headlineFaces = inlined.length
      ? `first view faces on ${inlined.length} of ${own.length} pages, ${inlined[0]}–${inlined.at(-1)} B (median ${inlined[inlined.length >> 1]} B)${left.length ? `; none where it would add a round trip: ${left.join(", ")}` : ""}`
      : `no first view face on its ${own.length} pages (no Latin headline that fits)`;
    const gaps = [...missing].map(([c, route]) => `"${c}" U+${c.codePointAt(0).toString(16).toUpperCase().padStart(4, "0")} (first on ${route})`);
    lines.push(
      `${language}: fonts on a wide first view ${wide} B (${loaded.map((face) => assetOf(face) ?? face.file).join(" + ")}), 0 B on a phone's first view; ${headlineFaces}` +
        (systemChars.size
          ? `; ${systemChars.size} distinct ${language === "ja" ? "Japanese characters" : "characters of other languages' names (the language switcher)"} set in the system's face`
          : "") +
        (gaps.length ? `; drawn by a fallback face: ${gaps.join(", ")}` : "; every other character of the pages is in its subsets"),
    );
  }
  return `${[...assetBytes].map(([name, bytes]) => `${name} ${bytes} B`).join(", ")}\n  ${lines.join("\n  ")}`;
}

/**
 * The fallback face's overrides for each weight, so text set in Arial/Liberation Sans before the
 * web font arrives takes the same room: size-adjust matches the average advance width (weighted
 * by the characters of the site's pages) of Instrument Sans at that weight to Arial's regular or
 * bold; the vertical metrics are Instrument Sans's (typo metrics, USE_TYPO_METRICS set) divided
 * by size-adjust. Needs a client build (for the character frequencies). Arial's widths are read
 * from Arimo (npm), which has Arial's advance widths as Liberation Sans has (`arial` names other
 * files to compare, { regular, bold }).
 */
export async function fallbackMetrics(clientDir, arial = { regular: fontFile("Arimo", 400), bold: fontFile("Arimo", 700) }) {
  const fontkit = await import("fontkit");
  const frequency = new Map();
  for (const { file } of await htmlPages(clientDir)) for (const c of pageText(await readFile(file, "utf8")).replace(/\s+/g, " ")) frequency.set(c, (frequency.get(c) ?? 0) + 1);
  const averageWidth = (font) => {
    let width = 0;
    let count = 0;
    for (const [c, n] of frequency) {
      const glyph = font.glyphForCodePoint(c.codePointAt(0));
      if (!glyph || glyph.id === 0) continue;
      width += glyph.advanceWidth * n;
      count += n;
    }
    return width / count / font.unitsPerEm;
  };
  const web = await openFont(await readFile(faceFile(faces[0])));
  const os2 = web["OS/2"];
  const widths = { regular: averageWidth(fontkit.openSync(arial.regular)), bold: averageWidth(fontkit.openSync(arial.bold)) };
  const percent = (value) => `${(value * 100).toFixed(2)}%`;
  return [400, 500, 600, 700].map((weight) => {
    const sizeAdjust = averageWidth(web.getVariation({ wght: weight })) / (weight >= 600 ? widths.bold : widths.regular);
    return {
      weight,
      local: weight >= 600 ? "bold" : "regular",
      sizeAdjust: percent(sizeAdjust),
      ascentOverride: percent(os2.typoAscender / web.unitsPerEm / sizeAdjust),
      descentOverride: percent(-os2.typoDescender / web.unitsPerEm / sizeAdjust),
      lineGapOverride: percent(os2.typoLineGap / web.unitsPerEm / sizeAdjust),
    };
  });
}

/**
 * The Arabic fallback face's overrides for each weight: Android's Arabic face, Noto Naskh Arabic,
 * scaled so the Arabic words of content/ar/ (shaped with fontkit; vowel marks left out, they
 * take no width) are as wide as in Noto Sans Arabic at that weight; the vertical metrics are Noto
 * Sans Arabic's (hhea; USE_TYPO_METRICS set, the same values) divided by size-adjust. Naskh is
 * read from npm (`naskhFiles` names other files to compare, { regular, bold }).
 */
export async function arabicFallbackMetrics(naskhFiles = { regular: fontFile("Noto Naskh Arabic", 400), bold: fontFile("Noto Naskh Arabic", 700) }) {
  const fontkit = await import("fontkit");
  let text = "";
  const files = (await readdir(join(webDir, "content/ar"), { recursive: true, withFileTypes: true })).filter((e) => e.isFile());
  for (const e of files) text += await readFile(join(e.parentPath, e.name), "utf8");
  const words = text.replace(/[\u064b-\u0652\u0670]/g, "").match(/[\u0600-\u06ff]+/g) ?? [];
  const width = (font) => words.reduce((sum, word) => sum + font.layout(word).advanceWidth, 0) / font.unitsPerEm;
  const web = await openFont(await readFile(faceFile(faces[1])));
  const naskh = { regular: fontkit.openSync(naskhFiles.regular), bold: fontkit.openSync(naskhFiles.bold) };
  const widths = { regular: width(naskh.regular), bold: width(naskh.bold) };
  const percent = (value) => `${(value * 100).toFixed(2)}%`;
  return [400, 500, 600, 700].map((weight) => {
    const local = weight >= 600 ? "bold" : "regular";
    const sizeAdjust = width(web.getVariation({ wght: weight })) / widths[local];
    return {
      weight,
      local,
      sizeAdjust: percent(sizeAdjust),
      ascentOverride: percent(web.hhea.ascent / web.unitsPerEm / sizeAdjust),
      descentOverride: percent(-web.hhea.descent / web.unitsPerEm / sizeAdjust),
      lineGapOverride: percent(web.hhea.lineGap / web.unitsPerEm / sizeAdjust),
    };
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv.includes("--metrics")) {
  const clientDir = join(process.env.BUILD_DIR ?? "build", "client");
  console.table(await buildFonts());
  console.table(await fallbackMetrics(clientDir));
  // NOTO_NASKH_DIR: a folder of Debian's fonts-noto-core Naskh files, which app.css's Arabic
  // values were measured with (decision 008), measured instead of the package's to compare.
  const naskhDir = process.env.NOTO_NASKH_DIR;
  const debianNaskh = naskhDir && { regular: join(naskhDir, "NotoNaskhArabic-Regular.ttf"), bold: join(naskhDir, "NotoNaskhArabic-Bold.ttf") };
  console.table(await arabicFallbackMetrics(debianNaskh || undefined));
}
