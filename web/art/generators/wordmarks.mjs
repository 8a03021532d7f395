// Writes the wordmarks of the clients shown on the site (fictional companies: a simple mark and the
// name in its own lettering) into public/images/clients/, one monochrome SVG each in a 200 × 60 box.
// The letters are outlines taken from open-licence fonts (npm @fontsource packages, SIL OFL) at
// generation time, so the files need no font and look the same everywhere. Deterministic.
//   node art/generators/wordmarks.mjs
// The clients name their file in content/en/clients.yaml (`logos[].src`).
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import * as fontkit from "fontkit";
import { n, writeSvg } from "./svg.mjs";

const require = createRequire(import.meta.url);
const out = fileURLToPath(new URL("../../public/images/clients/", import.meta.url));
const W = 200;
const H = 60;
/** One ink for every mark: the page tints it (opacity, or inverted on the dark theme). */
const INK = "#222222";

const fonts = new Map();
function font(family, weight, style = "normal") {
  const key = `${family}-${weight}-${style}`;
  if (!fonts.has(key))
    fonts.set(
      key,
      fontkit.openSync(
        require.resolve(`@fontsource/${family}/files/${family}-latin-${weight}-${style}.woff2`),
      ),
    );
  return fonts.get(key);
}

/** Outlines are written at this multiple of the layout and rounded to whole units: compact, and
 * still a quarter of a unit precise once the path is scaled back. */
const FINE = 4;

/** Outlines of `text` set at `size` with its left end at x and its baseline at y; `tracking` in em. */
function word(text, { family, weight = 400, style, size, x = 0, y = 0, tracking = 0 }) {
  const f = font(family, weight, style);
  const scale = (size / f.unitsPerEm) * FINE;
  const run = f.layout(text);
  let pen = x;
  let d = "";
  run.glyphs.forEach((glyph, i) => {
    const pos = run.positions[i];
    d += glyph.path
      .scale(scale, -scale)
      .translate(
        (pen + tracking * size * i) * FINE + pos.xOffset * scale,
        y * FINE - pos.yOffset * scale,
      )
      .toSVG();
    pen += (pos.xAdvance * scale) / FINE;
  });
  const width = pen - x + tracking * size * (run.glyphs.length - 1);
  return { d: d.replace(/-?\d*\.\d+/g, (m) => String(Math.round(Number(m)))), width };
}

/**
 * A wordmark: the mark (paths in a 0..30 box at the left, `markWidth` wide) and lines of lettering.
 * Everything is laid out at a nominal size, then scaled and centred into the 200 × 60 box so that
 * wide and compact marks carry about the same visual weight.
 */
function wordmark({ mark, markWidth, gap = 8, lines }) {
  let d = "";
  let width = 0;
  let height = 0;
  const x0 = mark ? markWidth + gap : 0;
  let end = x0;
  for (const line of lines) {
    // `after`: continues the previous line after a space of that many em.
    const x = line.after === undefined ? x0 : end + line.after * line.size;
    const w = word(line.text, { ...line, x });
    d += w.d;
    end = x + w.width;
    width = Math.max(width, end);
    height = Math.max(height, line.bottom ?? line.y);
  }
  const top = Math.min(...lines.map((l) => l.top ?? l.y - l.size * 0.72), 0);
  const boxH = height - top;
  const scale = Math.min(186 / width, 46 / boxH, Math.sqrt(4600 / (width * boxH)));
  const tx = (W - width * scale) / 2;
  const ty = (H - boxH * scale) / 2 - top * scale;
  const body = `${mark ?? ""}<path transform="scale(${1 / FINE})" d="${d}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><g fill="${INK}" transform="translate(${n(tx)} ${n(ty)}) scale(${Math.round(scale * 1000) / 1000})">${body}</g></svg>`;
}

/** Each client's mark is drawn in a box 0..30 high (the cap height of the main line is ~22). */
const clients = {
  // A shield with a check cut into it; classic high-contrast serif capitals.
  "suraksha-general-insurance": () =>
    wordmark({
      markWidth: 24,
      mark: '<path fill-rule="evenodd" d="M12 0L24 4.5V14C24 22 18.6 27.6 12 30C5.4 27.6 0 22 0 14V4.5ZM6.5 14.5L10.5 18.5L18 10L16 8.2L10.5 14.4L8.4 12.5Z"/>',
      lines: [
        {
          text: "SURAKSHA",
          family: "playfair-display",
          weight: 700,
          size: 22,
          y: 19,
          tracking: 0.06,
        },
        {
          text: "GENERAL INSURANCE",
          family: "manrope",
          weight: 600,
          size: 7.4,
          y: 30,
          tracking: 0.32,
        },
      ],
    }),
  // A roof line with a breeze under it; a soft serif in lower case.
  "northwind-home-living": () =>
    wordmark({
      markWidth: 30,
      mark: '<path d="M1 14L15 2L29 14" fill="none" stroke="#222222" stroke-width="3.2" stroke-linecap="round" stroke-linejoin="round"/><path d="M4 21C10 17 15 25 26 20M7 28C12 25 17 30 23 27" fill="none" stroke="#222222" stroke-width="2.6" stroke-linecap="round"/>',
      lines: [
        { text: "northwind", family: "fraunces", weight: 600, size: 24, y: 19 },
        { text: "HOME & LIVING", family: "manrope", weight: 600, size: 7, y: 30, tracking: 0.36 },
      ],
    }),
  // A rounded cross with a leaf in its centre; a friendly geometric sans.
  "aarogya-hospitals": () =>
    wordmark({
      markWidth: 28,
      mark: '<path fill-rule="evenodd" d="M9.5 2h9a2 2 0 0 1 2 2v5.5H26a2 2 0 0 1 2 2v7a2 2 0 0 1-2 2h-5.5V26a2 2 0 0 1-2 2h-9a2 2 0 0 1-2-2v-5.5H2a2 2 0 0 1-2-2v-7a2 2 0 0 1 2-2h5.5V4a2 2 0 0 1 2-2ZM14 9C9.5 12 9.5 18 14 21C18.5 18 18.5 12 14 9Z"/>',
      lines: [
        { text: "Aarogya", family: "manrope", weight: 700, size: 25, y: 22, tracking: -0.01 },
        { text: "HOSPITALS", family: "manrope", weight: 500, size: 7, y: 35, tracking: 0.42 },
      ],
    }),
  // An open book; a slab serif.
  "vidya-bharati-learning": () =>
    wordmark({
      markWidth: 32,
      mark: '<path d="M16 8C11 4 5 3.5 0 4.5V26C5 25 11 25.5 16 29C21 25.5 27 25 32 26V4.5C27 3.5 21 4 16 8ZM14.4 11.2V25C10.8 23.2 6.6 22.6 2.8 23V7C6.8 6.6 11 7.8 14.4 11.2ZM17.6 11.2C21 7.8 25.2 6.6 29.2 7V23C25.4 22.6 21.2 23.2 17.6 25Z" fill-rule="evenodd"/>',
      lines: [{ text: "Vidya Bharati", family: "zilla-slab", weight: 600, size: 24, y: 22 }],
    }),
  // Three arcs of the northern lights; wide, tracked grotesque capitals.
  "nordlys-energy": () =>
    wordmark({
      markWidth: 30,
      mark: '<path d="M2 28C4 15 12 6 28 3M8 29C10 19 16 12 28 10M14 29C16 23 20 19 28 17" fill="none" stroke="#222222" stroke-width="3" stroke-linecap="round"/>',
      lines: [
        { text: "NORDLYS", family: "space-grotesk", weight: 500, size: 22, y: 20, tracking: 0.22 },
        { text: "ENERGY", family: "space-grotesk", weight: 500, size: 7.4, y: 30, tracking: 0.6 },
      ],
    }),
  // A hex nut; condensed industrial capitals in two weights.
  "mysuru-precision-components": () =>
    wordmark({
      markWidth: 28,
      mark: '<path fill-rule="evenodd" d="M14 1L26 8V22L14 29L2 22V8ZM14 9.5A5.5 5.5 0 1 0 14 20.5A5.5 5.5 0 1 0 14 9.5Z"/>',
      lines: [
        { text: "MYSURU", family: "oswald", weight: 600, size: 25, y: 23, tracking: 0.03 },
        {
          text: "PRECISION",
          family: "oswald",
          weight: 300,
          size: 25,
          y: 23,
          tracking: 0.03,
          after: 0.22,
        },
      ],
    }),
  // Forward chevrons; a monospaced, logistics-label feel.
  "dakshin-freight-lines": () =>
    wordmark({
      markWidth: 30,
      mark: '<path d="M2 4L13 15L2 26M14 4L25 15L14 26" fill="none" stroke="#222222" stroke-width="4.2" stroke-linecap="square"/>',
      lines: [{ text: "dakshin/freight", family: "ibm-plex-mono", weight: 600, size: 21, y: 21 }],
    }),
  // An ear of grain; an italic display serif.
  "annapurna-foods": () =>
    wordmark({
      markWidth: 22,
      mark: '<path d="M11 30V8" stroke="#222222" stroke-width="2.2" fill="none"/><path d="M11 2c3 3 3 7 0 9c-3-2-3-6 0-9ZM11 12c4 0 7 2 8 6c-4 0-7-2-8-6ZM11 12c-4 0-7 2-8 6c4 0 7-2 8-6ZM11 19c4 0 7 2 8 6c-4 0-7-2-8-6ZM11 19c-4 0-7 2-8 6c4 0 7-2 8-6Z"/>',
      lines: [
        { text: "Annapurna", family: "fraunces", weight: 500, style: "italic", size: 26, y: 22 },
        { text: "FOODS", family: "manrope", weight: 700, size: 7, y: 31, tracking: 0.5 },
      ],
    }),
  // A lens: ring and off-centre point; light, airy lower case.
  "lumen-analytics": () =>
    wordmark({
      markWidth: 28,
      mark: '<path fill-rule="evenodd" d="M14 1A14 14 0 1 0 14 29A14 14 0 1 0 14 1ZM14 5A10 10 0 1 1 14 25A10 10 0 1 1 14 5Z"/><circle cx="18" cy="11" r="4"/>',
      lines: [
        { text: "lumen", family: "manrope", weight: 300, size: 30, y: 23, tracking: 0.02 },
        { text: "analytics", family: "manrope", weight: 700, size: 8, y: 32, tracking: 0.3 },
      ],
    }),
  // The sun rising over a horizon of panels; bold grotesque.
  "deccan-solar-parks": () =>
    wordmark({
      markWidth: 32,
      mark: '<path d="M6 20A10 10 0 0 1 26 20Z"/><path d="M16 2V6M4.5 7L7.3 9.8M27.5 7L24.7 9.8M0 17H3M29 17H32" stroke="#222222" stroke-width="2.4" stroke-linecap="round" fill="none"/><path d="M0 24H32M4 29H28" stroke="#222222" stroke-width="2.6" fill="none"/>',
      lines: [
        {
          text: "Deccan Solar",
          family: "space-grotesk",
          weight: 700,
          size: 23,
          y: 22,
          tracking: -0.02,
        },
      ],
    }),
};

for (const [name, draw] of Object.entries(clients))
  console.log(await writeSvg(`${out}${name}.svg`, draw()));
