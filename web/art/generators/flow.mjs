// The drawing primitives of the subject artwork: a night canvas, the brand's flow lines (a few
// thin parallel currents converging on one node) and small helpers for the subject cues.
// Everything is deterministic: a picture draws from its own seeded PRNG only.
export { random } from "./svg.mjs";

export const W = 1600;
export const H = 1000;

/** Colours from the brand tokens (brand-300/500, accent teal, night), for a dark canvas. */
export const ink = {
  night: "#0b1020",
  nightRaised: "#141a3a",
  line: "#a5b4fc",
  brand: "#818cf8",
  teal: "#2dd4bf",
  tealSoft: "#5eead4",
  white: "#eef2ff",
};

export const r1 = (n) => Math.round(n * 10) / 10;

function attrs({ stroke, fill = "none", op, fillOp, w, dash, cap = "round", join = "round" } = {}) {
  let out = ` fill="${fill}"`;
  if (fillOp !== undefined) out += ` fill-opacity="${fillOp}"`;
  if (stroke)
    out += ` stroke="${stroke}" stroke-width="${w ?? 3}" stroke-linecap="${cap}" stroke-linejoin="${join}"`;
  if (op !== undefined) out += ` ${stroke ? "stroke-opacity" : "fill-opacity"}="${op}"`;
  if (dash) out += ` stroke-dasharray="${dash}"`;
  return out;
}

export const line = (x1, y1, x2, y2, o) =>
  `<line x1="${r1(x1)}" y1="${r1(y1)}" x2="${r1(x2)}" y2="${r1(y2)}"${attrs(o)}/>`;
export const circle = (cx, cy, r, o) =>
  `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}"${attrs(o)}/>`;
export const rect = (x, y, w, h, rx, o) =>
  `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" rx="${rx}"${attrs(o)}/>`;
export const path = (d, o) => `<path d="${d}"${attrs(o)}/>`;

/** A smooth path through points (Catmull-Rom turned into cubic Béziers). */
export function smooth(points) {
  let d = `M${r1(points[0][0])} ${r1(points[0][1])}`;
  for (let i = 0; i < points.length - 1; i++) {
    const p0 = points[i - 1] ?? points[i],
      p1 = points[i],
      p2 = points[i + 1],
      p3 = points[i + 2] ?? p2;
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += ` C${r1(c1[0])} ${r1(c1[1])} ${r1(c2[0])} ${r1(c2[1])} ${r1(p2[0])} ${r1(p2[1])}`;
  }
  return d;
}

/**
 * The motif: `count` thin strokes that start apart at `from` (spaced by `spread`) and run
 * together, gently curving, into the node at `to`.
 */
export function flowLines(
  rand,
  { from, to, count = 4, spread = 34, bend = 0.3, color = ink.line, width = 3.5 },
) {
  const [x0, y0] = from,
    [nx, ny] = to;
  const dx = nx - x0,
    dy = ny - y0;
  const lift = (rand() - 0.5) * 2 * bend * Math.max(200, Math.abs(dx));
  let out = "";
  for (let i = 0; i < count; i++) {
    const off = (i - (count - 1) / 2) * spread;
    const d = `M${r1(x0)} ${r1(y0 + off)} C${r1(x0 + dx * 0.42)} ${r1(y0 + off + lift)} ${r1(x0 + dx * 0.7)} ${r1(ny + off * 0.45 - dy * 0.05)} ${r1(nx)} ${r1(ny)}`;
    out += path(d, {
      stroke: i === 1 ? ink.teal : color,
      op: r1(i === 1 ? 0.8 : 0.32 + (i % 3) * 0.1),
      w: width,
    });
  }
  return out;
}

/** The node the flow lines run into: a filled circle and a faint halo. */
export function node(x, y, { r = 11, color = ink.teal, halo = true } = {}) {
  return (
    (halo ? circle(x, y, r * 2.6, { stroke: color, op: 0.3, w: 2.5 }) : "") +
    circle(x, y, r, { fill: color })
  );
}

/** A night canvas with one restrained glow in a corner, then the drawing. */
export function canvas(rand, body, { glow = [0.82, 0.18] } = {}) {
  const gx = r1(W * glow[0] + (rand() - 0.5) * 80),
    gy = r1(H * glow[1] + (rand() - 0.5) * 80);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${ink.night}"/><stop offset="1" stop-color="${ink.nightRaised}"/></linearGradient>
<radialGradient id="glow" cx="${gx}" cy="${gy}" r="620" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${ink.brand}" stop-opacity="0.28"/><stop offset="1" stop-color="${ink.brand}" stop-opacity="0"/></radialGradient>
</defs>
<rect width="${W}" height="${H}" fill="url(#bg)"/>
<rect width="${W}" height="${H}" fill="url(#glow)"/>
${body}
</svg>
`;
}
