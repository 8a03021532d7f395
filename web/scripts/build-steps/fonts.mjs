// The site's typeface, Instrument Sans (variable, weights 400–700, SIL Open Font License), from
// the npm package @fontsource-variable/instrument-sans, subset to the characters the site sets
// (docs/decisions/003-font-subset-and-display-optional.md says why).
//
// - Before Vite transforms the stylesheet (vite-fonts.mjs, buildStart), `buildFonts()` writes the
//   subsets into app/styles/fonts/ (git-ignored), where app.css's @font-face rules point: Vite
//   then hashes them into /assets/ like any other asset. The subset is Basic Latin, the
//   typographic punctuation the copy uses, and every other character of the content files that
//   the font has. The font has no ₹ and no arrows: those come from the fallback face.
// - After the build (postbuild), `run()` reads the text of every pre-rendered page and reports a
//   character that no face covers (it is drawn by the fallback face instead), and the bytes.
//
// The fallback face's metric overrides in app.css (size-adjust, ascent/descent/line-gap-override)
// come from `fallbackMetrics()`: `node scripts/build-steps/fonts.mjs --metrics` prints them.
import { mkdir, readdir, readFile, rename, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import subsetFont from "subset-font";
import { htmlPages } from "./html-files.mjs";

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

/** Subsets every face into app/styles/fonts/; returns [{ file, bytes }]. */
export async function buildFonts() {
  await mkdir(fontsDir, { recursive: true });
  const written = [];
  for (const face of faces) {
    const source = await readFile(packageFile(face.source));
    const subset = await subsetFont(source, await face.text(), {
      targetFormat: "woff2",
      // The weights the type scale uses (regular to bold): the whole axis of this font.
      variationAxes: { wght: { min: 400, max: 700 } },
      noHinting: true,
      // Kerning (GPOS, with its per-weight variations) is about half the file. Without it the
      // font fits in the first round trip of a new connection, which keeps the simulated mobile
      // LCP within its bar (docs/decisions/003-font-subset-and-display-optional.md). The face is
      // evenly spaced; headings lose pair kerning.
      dropTables: ["GPOS"],
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
    .replace(/&nbsp;/g, "\u00a0");

/** Postbuild: which characters of the pages no face covers, and the fonts' bytes in the build. */
export async function run(clientDir) {
  const covered = new Set();
  for (const face of faces) for (const cp of await coveredCharacters(face)) covered.add(cp);
  const missing = new Map();
  for (const { file, route } of await htmlPages(clientDir)) {
    for (const c of pageText(await readFile(file, "utf8"))) {
      const cp = c.codePointAt(0);
      if (cp < 0x20 || covered.has(cp) || /\s/.test(c)) continue;
      if (!missing.has(c)) missing.set(c, route);
    }
  }
  const assets = (await readdir(join(clientDir, "assets"))).filter((name) => name.endsWith(".woff2"));
  const sizes = await Promise.all(assets.map(async (name) => `${name} ${(await readFile(join(clientDir, "assets", name))).length} B`));
  const gaps = [...missing].map(([c, route]) => `"${c}" U+${c.codePointAt(0).toString(16).toUpperCase().padStart(4, "0")} (first on ${route})`);
  return `${sizes.join(", ")}${gaps.length ? `; drawn by the fallback face: ${gaps.join(", ")}` : "; every character of the pages is in the subset"}`;
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
