// Writes the site's original artwork as SVG sources in this folder: abstract compositions in
// the brand palette (soft light fields, then one geometric motif per picture). Deterministic:
// the same seed always draws the same picture, so re-running only changes what was edited.
//   node art/generate.mjs
// The build turns each SVG into AVIF and WebP at several widths (scripts/vite-responsive-images.mjs).
import { writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { random } from "./generators/svg.mjs";

const here = fileURLToPath(new URL(".", import.meta.url));

const palettes = {
  indigo: { bg: ["#0b1020", "#1b1f4b"], glow: ["#6366f1", "#4f46e5", "#0d9488"], line: "#a5b4fc" },
  teal: { bg: ["#071a1c", "#0b2b34"], glow: ["#0d9488", "#14b8a6", "#4f46e5"], line: "#99f6e4" },
  violet: { bg: ["#120b24", "#2a1650"], glow: ["#8b5cf6", "#6366f1", "#ec4899"], line: "#ddd6fe" },
  sky: { bg: ["#06142a", "#0c2a52"], glow: ["#0ea5e9", "#6366f1", "#14b8a6"], line: "#bae6fd" },
  amber: { bg: ["#1a1008", "#3a210b"], glow: ["#f59e0b", "#f97316", "#6366f1"], line: "#fde68a" },
  rose: { bg: ["#1c0a14", "#3b1030"], glow: ["#f43f5e", "#a855f7", "#6366f1"], line: "#fecdd3" },
  emerald: { bg: ["#05180f", "#0b3324"], glow: ["#10b981", "#0d9488", "#6366f1"], line: "#a7f3d0" },
  dawn: { bg: ["#eef2ff", "#e0e7ff"], glow: ["#a5b4fc", "#99f6e4", "#c4b5fd"], line: "#4f46e5" },
};

const r1 = (n) => Math.round(n * 10) / 10;

function lightField(rand, p, w, h) {
  const blobs = [];
  for (let i = 0; i < 4; i++) {
    const color = p.glow[i % p.glow.length];
    blobs.push(
      `<circle cx="${r1(rand() * w)}" cy="${r1(rand() * h)}" r="${r1(h * (0.25 + rand() * 0.3))}" fill="${color}" opacity="${r1(0.35 + rand() * 0.35)}"/>`,
    );
  }
  return `<g filter="url(#soft)">${blobs.join("")}</g>`;
}

const motifs = {
  /** Orbits around a bright core: AI, platforms. */
  orbits(rand, p, w, h) {
    const cx = w * 0.62,
      cy = h * 0.5;
    let out = "";
    for (let i = 0; i < 6; i++) {
      const rx = 120 + i * 85,
        ry = 50 + i * 34,
        rot = -18 + i * 4;
      out += `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" transform="rotate(${rot} ${cx} ${cy})" fill="none" stroke="${p.line}" stroke-opacity="${r1(0.5 - i * 0.06)}" stroke-width="2"/>`;
      const a = rand() * Math.PI * 2;
      const x = cx + rx * Math.cos(a),
        y = cy + ry * Math.sin(a);
      out += `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(6 + rand() * 8)}" fill="${p.glow[i % 3]}" transform="rotate(${rot} ${cx} ${cy})"/>`;
    }
    out += `<circle cx="${cx}" cy="${cy}" r="46" fill="url(#core)"/>`;
    return out;
  },
  /** Layered flowing lines: data, pipelines. */
  waves(rand, p, w, h) {
    let out = "";
    for (let i = 0; i < 14; i++) {
      const y0 = h * 0.3 + i * 26,
        amp = 60 + rand() * 90,
        phase = rand() * w;
      let d = `M0 ${r1(y0)}`;
      for (let x = 0; x <= w; x += 80) {
        d += ` L${x} ${r1(y0 + amp * Math.sin((x + phase) / 260) * Math.cos(x / 700))}`;
      }
      out += `<path d="${d}" fill="none" stroke="${i % 4 === 0 ? p.glow[0] : p.line}" stroke-opacity="${r1(0.15 + (i % 5) * 0.08)}" stroke-width="${i % 4 === 0 ? 3 : 1.5}" stroke-linejoin="round"/>`;
    }
    return out;
  },
  /** A perspective floor of tiles with a few lit: infrastructure, cloud. */
  grid(rand, p, w, h) {
    let out = "";
    const horizon = h * 0.42,
      vx = w / 2;
    for (let i = -14; i <= 14; i++) {
      out += `<line x1="${vx}" y1="${horizon}" x2="${r1(vx + i * 160)}" y2="${h}" stroke="${p.line}" stroke-opacity="0.22" stroke-width="1.5"/>`;
    }
    for (let j = 1; j < 9; j++) {
      const y = horizon + (h - horizon) * Math.pow(j / 8, 1.8);
      out += `<line x1="0" y1="${r1(y)}" x2="${w}" y2="${r1(y)}" stroke="${p.line}" stroke-opacity="${r1(0.1 + j * 0.03)}" stroke-width="1.5"/>`;
    }
    for (let k = 0; k < 7; k++) {
      const x = 160 + rand() * (w - 320),
        y = horizon - 80 - rand() * 220,
        s = 40 + rand() * 50;
      out += `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(s * 1.6)}" height="${r1(s)}" rx="10" fill="${p.glow[k % 3]}" fill-opacity="0.55" stroke="${p.line}" stroke-opacity="0.6"/>`;
    }
    return out;
  },
  /** A network of nodes and edges: integration, consulting. */
  nodes(rand, p, w, h) {
    const pts = Array.from({ length: 18 }, () => [
      80 + rand() * (w - 160),
      80 + rand() * (h - 160),
    ]);
    let out = "";
    pts.forEach(([x, y], i) => {
      for (let j = i + 1; j < pts.length; j++) {
        const [x2, y2] = pts[j];
        if (Math.hypot(x - x2, y - y2) < 380) {
          out += `<line x1="${r1(x)}" y1="${r1(y)}" x2="${r1(x2)}" y2="${r1(y2)}" stroke="${p.line}" stroke-opacity="0.3" stroke-width="1.5"/>`;
        }
      }
    });
    pts.forEach(([x, y], i) => {
      const r = i % 5 === 0 ? 14 : 7;
      out += `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r}" fill="${i % 5 === 0 ? p.glow[0] : p.line}" fill-opacity="${i % 5 === 0 ? 1 : 0.8}"/>`;
    });
    return out;
  },
  /** Rising columns and a trend line: analytics, outcomes. */
  bars(rand, p, w, h) {
    let out = "",
      line = "";
    const n = 12,
      gap = 26,
      bw = (w * 0.7 - gap * (n - 1)) / n,
      x0 = w * 0.15;
    for (let i = 0; i < n; i++) {
      const bh = h * (0.15 + (i / n) * 0.45 + rand() * 0.12);
      const x = x0 + i * (bw + gap),
        y = h * 0.85 - bh;
      out += `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(bw)}" height="${r1(bh)}" rx="${r1(bw / 4)}" fill="url(#bar)" fill-opacity="${r1(0.55 + (i / n) * 0.4)}"/>`;
      line += `${i ? "L" : "M"}${r1(x + bw / 2)} ${r1(y - 40)} `;
    }
    out += `<path d="${line}" fill="none" stroke="${p.line}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>`;
    return out;
  },
  /** Floating interface panels: design, experience. */
  panels(rand, p, w, h) {
    let out = "";
    const cards = [
      [w * 0.18, h * 0.22, 520, 340],
      [w * 0.46, h * 0.14, 460, 300],
      [w * 0.36, h * 0.5, 560, 320],
    ];
    cards.forEach(([x, y, cw, ch], i) => {
      out += `<g transform="rotate(${-6 + i * 5} ${x + cw / 2} ${y + ch / 2})">`;
      out += `<rect x="${r1(x)}" y="${r1(y)}" width="${cw}" height="${ch}" rx="28" fill="#ffffff" fill-opacity="0.1" stroke="${p.line}" stroke-opacity="0.5" stroke-width="2"/>`;
      out += `<circle cx="${r1(x + 50)}" cy="${r1(y + 50)}" r="20" fill="${p.glow[i % 3]}"/>`;
      for (let l = 0; l < 4; l++) {
        const lw = (cw - 140) * (0.5 + rand() * 0.5);
        out += `<rect x="${r1(x + 40)}" y="${r1(y + 110 + l * 44)}" width="${r1(lw)}" height="16" rx="8" fill="${p.line}" fill-opacity="${r1(0.25 + l * 0.1)}"/>`;
      }
      out += `</g>`;
    });
    return out;
  },
  /** Concentric rings radiating from a point: focus, strategy. */
  rings(rand, p, w, h) {
    let out = "";
    const cx = w * (0.55 + rand() * 0.15),
      cy = h * 0.52;
    for (let i = 1; i < 11; i++) {
      out += `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${i * 58}" fill="none" stroke="${i % 3 === 0 ? p.glow[0] : p.line}" stroke-opacity="${r1(0.55 - i * 0.045)}" stroke-width="${i % 3 === 0 ? 3 : 1.5}" stroke-dasharray="${i % 2 ? "none" : "6 10"}"/>`;
    }
    out += `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="22" fill="url(#core)"/>`;
    return out;
  },
  /** Rows of code-like pills with brackets: engineering. */
  code(rand, p, w) {
    let out = "";
    for (let row = 0; row < 11; row++) {
      let x = 200 + (row % 4) * 60 + (row > 2 && row < 8 ? 60 : 0);
      const y = 170 + row * 62;
      const pieces = 2 + Math.floor(rand() * 4);
      for (let k = 0; k < pieces; k++) {
        const pw = 60 + rand() * 200;
        out += `<rect x="${r1(x)}" y="${y}" width="${r1(pw)}" height="22" rx="11" fill="${k === 0 ? p.glow[row % 3] : p.line}" fill-opacity="${k === 0 ? 0.9 : 0.35}"/>`;
        x += pw + 18;
      }
    }
    out += `<path d="M150 140 L90 500 L150 860" fill="none" stroke="${p.line}" stroke-opacity="0.6" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>`;
    out += `<path d="M${w - 150} 140 L${w - 90} 500 L${w - 150} 860" fill="none" stroke="${p.line}" stroke-opacity="0.6" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>`;
    return out;
  },
  /** A honeycomb with checked cells: quality, safety. */
  hexes(rand, p, w, h) {
    let out = "";
    const s = 64,
      dx = s * Math.sqrt(3),
      dy = s * 1.5;
    for (let row = -1; row < h / dy + 1; row++) {
      for (let col = -1; col < w / dx + 1; col++) {
        const cx = col * dx + (row % 2 ? dx / 2 : 0),
          cy = row * dy;
        const pts = Array.from({ length: 6 }, (_, k) => {
          const a = (Math.PI / 3) * k + Math.PI / 6;
          return `${r1(cx + (s - 6) * Math.cos(a))},${r1(cy + (s - 6) * Math.sin(a))}`;
        }).join(" ");
        const lit = rand() < 0.12;
        out += `<polygon points="${pts}" fill="${lit ? p.glow[Math.floor(rand() * 3)] : "none"}" fill-opacity="${lit ? 0.6 : 0}" stroke="${p.line}" stroke-opacity="0.25" stroke-width="1.5"/>`;
        if (lit)
          out += `<path d="M${r1(cx - 18)} ${r1(cy)} l12 12 l24 -26" fill="none" stroke="#ffffff" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>`;
      }
    }
    return out;
  },
};

function picture({ seed, palette, motif, width = 1600, height = 1000 }) {
  const rand = random(seed);
  const p = palettes[palette];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.bg[0]}"/><stop offset="1" stop-color="${p.bg[1]}"/></linearGradient>
<radialGradient id="core"><stop offset="0" stop-color="#ffffff"/><stop offset="0.45" stop-color="${p.glow[0]}"/><stop offset="1" stop-color="${p.glow[0]}" stop-opacity="0"/></radialGradient>
<linearGradient id="bar" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.glow[0]}"/><stop offset="1" stop-color="${p.glow[2]}" stop-opacity="0.3"/></linearGradient>
<filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${Math.round(height / 9)}"/></filter>
</defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/>
${lightField(rand, p, width, height)}
${motifs[motif](rand, p, width, height)}
</svg>
`;
}

/**
 * The home hero, the teasers and the project covers, by the name content refers to them with.
 * Each case study, industry and service has its own picture: art/generators/subjects.mjs.
 */
const pictures = {
  "home-hero": { seed: 7, palette: "indigo", motif: "orbits", width: 1200, height: 1000 },
  "teaser-experience": { seed: 21, palette: "violet", motif: "panels" },
  "teaser-development": { seed: 22, palette: "indigo", motif: "code" },
  "teaser-infrastructure": { seed: 23, palette: "teal", motif: "grid" },
  "teaser-ai-lab": { seed: 24, palette: "rose", motif: "orbits" },
  "abstract-01": { seed: 41, palette: "indigo", motif: "nodes" },
  "abstract-02": { seed: 42, palette: "teal", motif: "orbits" },
  "abstract-03": { seed: 43, palette: "violet", motif: "rings" },
  "abstract-04": { seed: 44, palette: "sky", motif: "code" },
  "abstract-05": { seed: 45, palette: "amber", motif: "grid" },
  "abstract-06": { seed: 46, palette: "emerald", motif: "bars" },
  "abstract-07": { seed: 47, palette: "rose", motif: "panels" },
  "abstract-08": { seed: 48, palette: "dawn", motif: "waves" },
};

for (const [name, spec] of Object.entries(pictures)) {
  await writeFile(`${here}${name}.svg`, picture(spec));
}
console.log(`art: ${Object.keys(pictures).length} pictures written`);
