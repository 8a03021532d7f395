// The site's typeface, Instrument Sans (variable, weights 400–700, SIL Open Font License), from
// the npm package @fontsource-variable/instrument-sans, subset to the characters the site sets
// (docs/decisions/003-font-subset-and-display-optional.md says why).
//
// - Before Vite transforms the stylesheet (vite-fonts.mjs, buildStart), `buildFonts()` writes the
//   subsets into app/styles/fonts/ (git-ignored), where app.css's @font-face rules point: Vite
//   then hashes them into /assets/ like any other asset. The subset is Basic Latin, the
//   typographic punctuation the copy uses, and every other character of the content files that
//   the font has. The font has no ₹ and no arrows: those come from the fallback face.
// - After the build (postbuild), `run()` writes into every pre-rendered page its first view's
//   headline face: the glyphs of the page's <h1> (before the first screen's end), cut from the
//   same font at the headline's weight, as base64 over the placeholder in the head script
//   (app/lib/inline-scripts/first-view-face.ts; docs/decisions/007-first-view-headline-face.md),
//   unless the face would push the page into another TCP round trip (then the placeholder is
//   emptied and the page is as before). It runs before the `csp` step, which hashes the scripts as they are then. It also reports a
//   character that no face covers (it is drawn by the fallback face instead), and the bytes.
//
// The fallback face's metric overrides in app.css (size-adjust, ascent/descent/line-gap-override)
// come from `fallbackMetrics()`: `node scripts/build-steps/fonts.mjs --metrics` prints them.
import { mkdir, readdir, readFile, rename, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants } from "node:zlib";
import subsetFont from "subset-font";
import { htmlPages } from "./html-files.mjs";
import { firstViewFace } from "../../app/lib/inline-scripts/first-view-face.ts";

const require = createRequire(import.meta.url);
const webDir = fileURLToPath(new URL("../../", import.meta.url));
export const fontsDir = join(webDir, "app/styles/fonts");
const packageFile = (name) => require.resolve(`@fontsource-variable/instrument-sans/files/${name}`);

/** Always in the subset, whatever the copy says today (the assistant's replies, forms, search). */
const BASIC_LATIN = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join("");
const PUNCTUATION = "\u00a0–—‘’“”…•·×€©";

/** The faces: the file app.css names, its source in the package, and what it must cover. */
export const faces = [
  {
    file: "instrument-sans.woff2",
    source: "instrument-sans-latin-wght-normal.woff2",
    text: async () => BASIC_LATIN + PUNCTUATION + (await contentCharacters()),
  },
];

/** Every character of the content files and the site's facts (copy lives there). */
async function contentCharacters() {
  const chars = new Set();
  const files = (await readdir(join(webDir, "content"), { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile() && /\.(md|ya?ml)$/.test(e.name))
    .map((e) => join(e.parentPath, e.name));
  files.push(join(webDir, "app/site.ts"));
  for (const file of files) for (const c of await readFile(file, "utf8")) if (c.codePointAt(0) > 0x7e) chars.add(c);
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
  // evenly spaced; headings lose pair kerning.
  dropTables: ["GPOS"],
};

/** Subsets every face into app/styles/fonts/; returns [{ file, bytes }]. */
export async function buildFonts() {
  await mkdir(fontsDir, { recursive: true });
  const written = [];
  for (const face of faces) {
    const source = await readFile(packageFile(face.source));
    const subset = await subsetFont(source, await face.text(), {
      ...subsetOptions,
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
  const mapped = new Set(fontkit.create(await readFile(packageFile(face.source))).characterSet);
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
  return subsetFont(await readFile(packageFile(faces[0].source)), chars, {
    ...subsetOptions,
    variationAxes: { wght: firstViewFace.weight },
    dropTables: [...subsetOptions.dropTables, "STAT"],
  });
}

/** Writes the page's headline face over the head script's placeholder; returns its bytes. */
export async function writeFirstViewFace(html, faceFor = firstViewFaceFor) {
  const at = html.indexOf(firstViewFace.placeholder);
  if (at === -1) return null;
  const text = headlineText(html);
  const face = text ? await faceFor(text) : new Uint8Array();
  const base64 = Buffer.from(face).toString("base64");
  return { html: html.slice(0, at) + base64 + html.slice(at + firstViewFace.placeholder.length), bytes: face.length };
}

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
  const covered = new Set();
  for (const face of faces) for (const cp of await coveredCharacters(face)) covered.add(cp);
  const missing = new Map();
  const cut = new Map(); // the same headline letters, the same face
  const faceFor = (text) => {
    const key = [...new Set(text)].sort().join("");
    if (!cut.has(key)) cut.set(key, firstViewFaceFor(key));
    return cut.get(key);
  };
  const pages = await htmlPages(clientDir);
  const results = await Promise.all(
    pages.map(async ({ file, route }) => {
      const html = await readFile(file, "utf8");
      const written = await writeFirstViewFace(html, faceFor);
      if (!written) throw new Error(`fonts: ${route} has no first view face placeholder (root.tsx's brand font script)`);
      const without = html.replace(firstViewFace.placeholder, "");
      const base = written.bytes > 0 ? await sentBytes(without) : 0;
      // base64 of compressed bytes compresses to about the bytes: compress again only when close.
      const fits =
        written.bytes > 0 &&
        (roundTrips(base) === roundTrips(base + written.bytes + 256) || roundTrips(base) === roundTrips(await sentBytes(written.html)));
      await writeFile(file, fits ? written.html : without);
      return { route, html, bytes: written.bytes, fits };
    }),
  );
  for (const { route, html } of results) {
    for (const c of pageText(html)) {
      const cp = c.codePointAt(0);
      if (cp < 0x20 || covered.has(cp) || /\s/.test(c)) continue;
      if (!missing.has(c)) missing.set(c, route);
    }
  }
  const inlined = results.filter((r) => r.fits).map((r) => r.bytes).sort((a, b) => a - b);
  const left = results.filter((r) => !r.fits && r.bytes > 0).map((r) => r.route);
  const headlineFaces = `first view faces on ${inlined.length} of ${pages.length} pages, ${inlined[0]}–${inlined.at(-1)} B (median ${inlined[inlined.length >> 1]} B)${left.length ? `; none where it would add a round trip: ${left.join(", ")}` : ""}`;
  const assets = (await readdir(join(clientDir, "assets"))).filter((name) => name.endsWith(".woff2"));
  const sizes = await Promise.all(assets.map(async (name) => `${name} ${(await readFile(join(clientDir, "assets", name))).length} B`));
  const gaps = [...missing].map(([c, route]) => `"${c}" U+${c.codePointAt(0).toString(16).toUpperCase().padStart(4, "0")} (first on ${route})`);
  return `${sizes.join(", ")}; ${headlineFaces}${gaps.length ? `; drawn by the fallback face: ${gaps.join(", ")}` : "; every character of the pages is in the subset"}`;
}

/**
 * The fallback face's overrides for each weight, so text set in Arial/Liberation Sans before the
 * web font arrives takes the same room: size-adjust matches the average advance width (weighted
 * by the characters of the site's pages) of Instrument Sans at that weight to Arial's regular or
 * bold; the vertical metrics are Instrument Sans's (typo metrics, USE_TYPO_METRICS set) divided
 * by size-adjust. Needs a client build (for the character frequencies) and Liberation Sans
 * (metric-compatible with Arial) installed.
 */
export async function fallbackMetrics(clientDir) {
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
  const web = await openFont(await readFile(packageFile(faces[0].source)));
  const os2 = web["OS/2"];
  const arial = {
    regular: averageWidth(fontkit.openSync("/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf")),
    bold: averageWidth(fontkit.openSync("/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf")),
  };
  const percent = (value) => `${(value * 100).toFixed(2)}%`;
  return [400, 500, 600, 700].map((weight) => {
    const sizeAdjust = averageWidth(web.getVariation({ wght: weight })) / (weight >= 600 ? arial.bold : arial.regular);
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

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv.includes("--metrics")) {
  const clientDir = join(process.env.BUILD_DIR ?? "build", "client");
  console.table(await buildFonts());
  console.table(await fallbackMetrics(clientDir));
}
