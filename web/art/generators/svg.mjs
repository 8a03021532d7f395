// Small helpers shared by the generators in this folder: the palette the drawings use, element
// builders that round numbers (stable, compact output) and a writer that reports each file's size.
import { mkdir, writeFile } from "node:fs/promises";
import { dirname } from "node:path";
import { gzipSync } from "node:zlib";

/** The brand palette as fixed colours: an SVG shown through <img> cannot read the page's tokens. */
export const c = {
  ink: "#0b1220",
  text: "#1e293b",
  muted: "#64748b",
  faint: "#94a3b8",
  line: "#e2e8f0",
  lineSoft: "#eef1f6",
  surface: "#ffffff",
  canvas: "#f6f7fb",
  chrome: "#eef0f6",
  night: "#141a38",
  nightSoft: "#242b52",
  brand: "#4f46e5",
  brandDeep: "#3730a3",
  brandMid: "#6366f1",
  brandSoft: "#c7d2fe",
  brandTint: "#eef2ff",
  teal: "#0d9488",
  tealMid: "#14b8a6",
  tealSoft: "#99f6e4",
  tealTint: "#e6fbf7",
  amber: "#d97706",
  amberTint: "#fef3c7",
  red: "#dc2626",
  redTint: "#fee2e2",
  green: "#16a34a",
  greenTint: "#dcfce7",
};

export const n = (v) => Math.round(v * 10) / 10;

const esc = (s) => String(s).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** Attributes from an object, dropping undefined values; camelCase becomes kebab-case. */
const attrs = (a) =>
  Object.entries(a)
    .filter(([, v]) => v !== undefined && v !== false)
    .map(
      ([k, v]) =>
        ` ${k.replace(/[A-Z]/g, (m) => `-${m.toLowerCase()}`)}="${typeof v === "number" ? n(v) : v}"`,
    )
    .join("");

export const rect = (x, y, width, height, fill, extra = {}) =>
  `<rect${attrs({ x, y, width, height, fill, ...extra })}/>`;
export const circle = (cx, cy, r, fill, extra = {}) =>
  `<circle${attrs({ cx, cy, r, fill, ...extra })}/>`;
export const path = (d, extra = {}) => `<path${attrs({ d, ...extra })}/>`;
export const line = (x1, y1, x2, y2, stroke, extra = {}) =>
  `<path${attrs({ d: `M${n(x1)} ${n(y1)}L${n(x2)} ${n(y2)}`, stroke, ...extra })}/>`;
/** Text; `size`, `fill`, `weight` (bold = 700) and `anchor` (start, middle, end). */
export const text = (x, y, s, { size = 8, fill = c.text, weight, anchor, ...extra } = {}) =>
  `<text${attrs({ x, y, fontSize: size, fill, fontWeight: weight, textAnchor: anchor, ...extra })}>${esc(s)}</text>`;
/** A pill: rounded rectangle with a centred label. */
export const pill = (x, y, w, h, label, { fill, color, size = 7, weight = 700, stroke } = {}) =>
  rect(x, y, w, h, fill, { rx: h / 2, stroke, strokeWidth: stroke ? 1 : undefined }) +
  text(x + w / 2, y + h / 2 + size * 0.36, label, { size, fill: color, weight, anchor: "middle" });

/** A smooth path through points (Catmull-Rom turned into cubic Béziers). */
export function smooth(points) {
  let d = `M${n(points[0][0])} ${n(points[0][1])}`;
  for (let i = 0; i < points.length - 1; i++) {
    const p0 = points[i - 1] ?? points[i];
    const p1 = points[i];
    const p2 = points[i + 1];
    const p3 = points[i + 2] ?? p2;
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${n(c1[0])} ${n(c1[1])} ${n(c2[0])} ${n(c2[1])} ${n(p2[0])} ${n(p2[1])}`;
  }
  return d;
}

/** A small seeded PRNG (mulberry32): the same seed draws the same picture. */
export function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Writes an SVG file and returns a line with its size (raw and gzip), failing above the budget. */
export async function writeSvg(file, svg, budgetGzip = 8 * 1024) {
  const body = svg.replace(/\n+/g, "\n").trim() + "\n";
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, body);
  const gz = gzipSync(body, { level: 9 }).length;
  if (gz > budgetGzip)
    throw new Error(`${file}: ${gz} bytes gzip, over the ${budgetGzip}-byte budget`);
  return `${file.split("/public/")[1] ?? file}: ${(body.length / 1024).toFixed(1)} KB, ${(gz / 1024).toFixed(1)} KB gzip`;
}
