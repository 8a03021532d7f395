// Writes one picture per news post into web/art/ (news-<slug>.svg): the flow-lines motif joined
// to its category's cue (a product window, a milestone stair, a chart, a team…), laid out by the
// post's own seed (its slug), so two posts of one category never share a picture. A post may name
// its motif (front matter `picture`), else its category's is drawn. Each slug once, from English
// where the post has it. The build runs this first (scripts/build-languages.mjs), so a post added
// in the CMS has its picture; the output is stable, so a run changes no file it did not need to.
//   node art/generators/news.mjs
import { readdir, readFile, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";
import {
  canvas,
  circle,
  flowLines,
  ink,
  line,
  node,
  path,
  r1,
  random,
  rect,
  smooth,
} from "./flow.mjs";

const artDir = fileURLToPath(new URL("..", import.meta.url));
const contentDir = fileURLToPath(new URL("../../content/", import.meta.url));

/** A stable 32-bit seed from a slug (FNV-1a). */
function seedOf(text) {
  let h = 2166136261;
  for (const ch of text) {
    h ^= ch.codePointAt(0);
    h = Math.imul(h, 16777619) >>> 0;
  }
  return h;
}

const between = (rand, lo, hi) => lo + rand() * (hi - lo);

/** Each motif's drawing; returns it and the point its flow lines run into. */
const motifs = {
  /** A product window: toolbar, sidebar and content rows, one row lit where the lines arrive. */
  window(rand) {
    const x = between(rand, 640, 760),
      y = between(rand, 170, 230),
      w = 720,
      h = 600;
    let out = rect(x, y, w, h, 26, { fill: ink.night, stroke: ink.line, op: 0.55, w: 3 });
    out += line(x, y + 64, x + w, y + 64, { stroke: ink.line, op: 0.35, w: 2.5 });
    for (let d = 0; d < 3; d++)
      out += circle(x + 36 + d * 30, y + 32, 8, { fill: ink.line, op: 0.4 });
    out += rect(x + 24, y + 92, 150, h - 120, 14, { fill: ink.brand, op: 0.12 });
    const lit = Math.floor(between(rand, 1, 5));
    let target = [x + 200, y + 140];
    for (let r = 0; r < 6; r++) {
      const ry = y + 104 + r * 78;
      const rw = (w - 250) * between(rand, 0.5, 1);
      out += rect(x + 200, ry, rw, 46, 12, {
        fill: r === lit ? ink.teal : ink.line,
        op: r === lit ? 0.32 : 0.16,
      });
      if (r === lit) target = [x + 200, ry + 23];
    }
    return { out, target };
  },
  /** A stair of milestones rising to the latest, each a marker on the step. */
  stair(rand) {
    const steps = 5 + Math.floor(rand() * 3);
    const x0 = 560,
      base = 840,
      sw = 820 / steps,
      sh = 560 / steps;
    let d = `M${x0} ${base}`;
    let out = "";
    for (let i = 0; i < steps; i++) {
      const x = x0 + i * sw,
        y = base - (i + 1) * sh;
      d += ` L${r1(x)} ${r1(y)} L${r1(x + sw)} ${r1(y)}`;
      out += circle(x + sw / 2, y - 26, 9, { fill: ink.line, op: r1(0.3 + (i / steps) * 0.5) });
    }
    out = path(d, { stroke: ink.line, op: 0.5, w: 3.5 }) + out;
    const last = [x0 + (steps - 0.5) * sw, base - steps * sh - 26];
    return { out, target: last };
  },
  /** Offices and teams joined into one network, the hub bright. */
  network(rand) {
    const hub = [between(rand, 1020, 1160), between(rand, 420, 560)];
    let out = "";
    const pts = Array.from({ length: 9 }, (_, i) => {
      const a = (i / 9) * Math.PI * 2 + rand() * 0.4;
      const rr = between(rand, 200, 340);
      return [hub[0] + Math.cos(a) * rr, hub[1] + Math.sin(a) * rr * 0.8];
    });
    pts.forEach(([x, y], i) => {
      out += line(x, y, hub[0], hub[1], { stroke: ink.line, op: 0.28, w: 2.5 });
      const [nx, ny] = pts[(i + 1) % pts.length];
      out += line(x, y, nx, ny, { stroke: ink.line, op: 0.14, w: 2 });
    });
    pts.forEach(([x, y], i) => {
      out += circle(x, y, i % 3 === 0 ? 14 : 9, {
        fill: i % 3 === 0 ? ink.brand : ink.line,
        op: 0.8,
      });
    });
    return { out, target: hub };
  },
  /** Two brand marks side by side, overlapping where they share the work. */
  brands(rand) {
    const cy = between(rand, 430, 560);
    const a = [between(rand, 820, 900), cy],
      b = [a[0] + 260, cy];
    let out = rect(a[0] - 190, cy - 190, 380, 380, 60, { stroke: ink.line, op: 0.5, w: 3 });
    out += rect(b[0] - 190, cy - 190, 380, 380, 60, { stroke: ink.brand, op: 0.7, w: 3 });
    out += rect(b[0] - 190, cy - 190, a[0] + 190 - (b[0] - 190), 380, 0, {
      fill: ink.teal,
      op: 0.1,
    });
    for (let l = 0; l < 3; l++)
      out += rect(b[0] + 60, cy - 90 + l * 60, between(rand, 60, 110), 16, 8, {
        fill: ink.line,
        op: 0.3,
      });
    return { out, target: [(a[0] + b[0]) / 2, cy] };
  },
  /** A measured result: bars, a trend and the point the finding is about. */
  chart(rand) {
    const base = 820,
      n = 9;
    const heights = Array.from({ length: n }, (_, i) => between(rand, 120, 260) + i * 28);
    let out = line(560, base, 1500, base, { stroke: ink.line, op: 0.4, w: 2.5 });
    const pts = heights.map((h, i) => {
      const x = 600 + i * 100;
      out += rect(x, base - h, 56, h, 8, { fill: ink.brand, op: r1(0.18 + (i / n) * 0.3) });
      return [x + 28, base - h - 60];
    });
    out += path(smooth(pts), { stroke: ink.line, op: 0.55, w: 3.5 });
    const peak = Math.floor(between(rand, 5, n));
    return { out, target: pts[peak] };
  },
  /** A client's system guarded: a shield with its check, requests streaming past it. */
  shield(rand) {
    const cx = between(rand, 1040, 1140),
      cy = between(rand, 440, 520);
    let out = "";
    for (let i = 0; i < 7; i++) {
      const y = 220 + i * 95;
      out += line(cx + 220, y, 1560, y, { stroke: ink.line, op: 0.14, w: 2, dash: "18 14" });
    }
    out += path(
      `M${cx} ${cy - 230} L${cx + 190} ${cy - 160} L${cx + 190} ${cy + 20} C${cx + 190} ${cy + 140} ${cx + 100} ${cy + 210} ${cx} ${cy + 250} C${cx - 100} ${cy + 210} ${cx - 190} ${cy + 140} ${cx - 190} ${cy + 20} L${cx - 190} ${cy - 160} Z`,
      { stroke: ink.line, op: 0.55, w: 3.5, fill: ink.brand, fillOp: 0.1 },
    );
    out += path(`M${cx - 60} ${cy + 10} l45 45 l90 -100`, { stroke: ink.teal, w: 6 });
    return { out, target: [cx - 190, cy + 20] };
  },
  /** New colleagues: a row of busts, one lit, on the path they join. */
  team(rand) {
    const count = 5;
    const y = between(rand, 520, 600);
    const lit = Math.floor(between(rand, 0, count));
    let out = "",
      target = [0, 0];
    for (let i = 0; i < count; i++) {
      const x = 700 + i * 170;
      const on = i === lit;
      out += circle(x, y - 90, 42, { fill: on ? ink.teal : ink.line, op: on ? 0.55 : 0.25 });
      out += path(
        `M${x - 80} ${y + 60} C${x - 80} ${y - 20} ${x + 80} ${y - 20} ${x + 80} ${y + 60} Z`,
        {
          fill: on ? ink.teal : ink.line,
          fillOp: on ? 0.4 : 0.16,
        },
      );
      if (on) target = [x, y + 90];
    }
    out += line(600, y + 90, 1500, y + 90, { stroke: ink.line, op: 0.35, w: 3 });
    return { out, target };
  },
  /** A voice: a waveform running into the node where it is understood. */
  voice(rand) {
    const y = between(rand, 440, 560);
    let out = "";
    for (let i = 0; i < 44; i++) {
      const x = 560 + i * 21;
      const h =
        30 + Math.abs(Math.sin(i / 3.1 + rand())) * between(rand, 80, 260) * (i < 36 ? 1 : 0.3);
      out += line(x, y - h / 2, x, y + h / 2, {
        stroke: i % 9 === 4 ? ink.teal : ink.line,
        op: 0.45,
        w: 7,
      });
    }
    return { out, target: [560, y] };
  },
  /** A paper form with handwritten strokes in its fields, one field read. */
  document(rand) {
    const x = between(rand, 820, 900),
      y = 150;
    let out = rect(x, y, 520, 700, 18, { fill: ink.night, stroke: ink.line, op: 0.55, w: 3 });
    const read = 1 + Math.floor(rand() * 4);
    let target = [x, y + 200];
    for (let f = 0; f < 6; f++) {
      const fy = y + 90 + f * 100;
      out += line(x + 50, fy + 40, x + 470, fy + 40, { stroke: ink.line, op: 0.3, w: 2.5 });
      const pts = Array.from({ length: 8 }, (_, k) => [
        x + 70 + k * between(rand, 34, 46),
        fy + 24 + (rand() - 0.5) * 26,
      ]);
      out += path(smooth(pts), {
        stroke: f === read ? ink.teal : ink.line,
        op: f === read ? 0.9 : 0.4,
        w: 3,
      });
      if (f === read) target = [x, fy + 24];
    }
    return { out, target };
  },
  /** A month's calendar with a few days marked (festivals, monsoon weeks). */
  calendar(rand) {
    const x = 720,
      y = 190,
      cell = 104;
    let out = rect(x - 20, y - 70, cell * 7 + 40, cell * 5 + 100, 22, {
      stroke: ink.line,
      op: 0.45,
      w: 3,
    });
    let target = [x, y];
    const marked = new Set(Array.from({ length: 5 }, () => Math.floor(rand() * 35)));
    const lit = [...marked][0];
    for (let d = 0; d < 35; d++) {
      const cx = x + (d % 7) * cell,
        cy = y + Math.floor(d / 7) * cell;
      out += rect(cx + 8, cy + 8, cell - 16, cell - 16, 12, {
        fill: d === lit ? ink.teal : marked.has(d) ? ink.brand : ink.line,
        op: d === lit ? 0.45 : marked.has(d) ? 0.35 : 0.08,
      });
      if (d === lit) target = [cx + 8, cy + cell / 2];
    }
    return { out, target };
  },
  /** A certificate's seal: a rosette of rings around a check. */
  seal(rand) {
    const cx = between(rand, 1060, 1180),
      cy = between(rand, 440, 540);
    let out = "";
    const teeth = 28;
    let d = "";
    for (let i = 0; i <= teeth * 2; i++) {
      const a = (i / (teeth * 2)) * Math.PI * 2;
      const rr = i % 2 ? 230 : 250;
      d += `${i ? "L" : "M"}${r1(cx + Math.cos(a) * rr)} ${r1(cy + Math.sin(a) * rr)} `;
    }
    out += path(d + "Z", { stroke: ink.line, op: 0.5, w: 3, fill: ink.brand, fillOp: 0.08 });
    out += circle(cx, cy, 180, { stroke: ink.line, op: 0.35, w: 2.5, dash: "6 10" });
    out += circle(cx, cy, 140, { stroke: ink.brand, op: 0.6, w: 3 });
    out += path(`M${cx - 60} ${cy + 5} l45 45 l90 -100`, { stroke: ink.teal, w: 7 });
    return { out, target: [cx - 250, cy] };
  },
  /** A stage and its audience, rows of listeners facing one speaker. */
  stage(rand) {
    const sx = between(rand, 1160, 1240),
      sy = 300;
    let out = rect(sx - 160, sy - 20, 320, 40, 10, { fill: ink.line, op: 0.25 });
    for (let row = 0; row < 6; row++) {
      const y = sy + 130 + row * 80;
      const count = 7 + row * 2;
      for (let i = 0; i < count; i++) {
        const x = sx + (i - (count - 1) / 2) * (70 + row * 6);
        if (x < 520) continue;
        out += circle(x, y, 11 + row, { fill: ink.line, op: r1(0.18 + rand() * 0.25) });
      }
    }
    return { out, target: [sx, sy - 40] };
  },
  /** A checklist being worked through, each check passed. */
  checks(rand) {
    const x = between(rand, 760, 840),
      y = 190;
    let out = "";
    const done = 3 + Math.floor(rand() * 3);
    let target = [x, y];
    for (let r = 0; r < 7; r++) {
      const ry = y + r * 92;
      out += rect(x, ry, 56, 56, 12, {
        stroke: r < done ? ink.teal : ink.line,
        op: r < done ? 0.9 : 0.4,
        w: 3,
      });
      if (r < done)
        out += path(`M${x + 14} ${ry + 29} l10 10 l20 -22`, { stroke: ink.teal, w: 4.5 });
      out += rect(x + 90, ry + 20, between(rand, 260, 520), 16, 8, {
        fill: ink.line,
        op: r < done ? 0.35 : 0.18,
      });
      if (r === done - 1) target = [x, ry + 28];
    }
    return { out, target };
  },
  /** Many learners' paths, in many languages, running into one lesson. */
  paths(rand) {
    const t = [between(rand, 1160, 1260), between(rand, 440, 560)];
    let out = rect(t[0], t[1] - 150, 280, 300, 22, {
      fill: ink.night,
      stroke: ink.line,
      op: 0.55,
      w: 3,
    });
    for (let l = 0; l < 4; l++)
      out += rect(t[0] + 40, t[1] - 100 + l * 56, between(rand, 120, 200), 16, 8, {
        fill: ink.line,
        op: 0.3,
      });
    for (let i = 0; i < 12; i++) {
      const y = 90 + i * 72;
      out += path(
        smooth([
          [520, y],
          [780, y + (rand() - 0.5) * 50],
          [1000, (y + t[1]) / 2],
          [t[0], t[1]],
        ]),
        { stroke: i % 4 === 1 ? ink.teal : ink.line, op: i % 4 === 1 ? 0.55 : 0.18, w: 2.5 },
      );
    }
    return { out, target: t };
  },
};

/** The motif a category draws when its post names none. */
const categoryMotifs = {
  Product: "window",
  Milestone: "stair",
  Company: "network",
  Brands: "brands",
  Insights: "chart",
  Clients: "shield",
  Careers: "team",
};

const posts = new Map();
for (const language of ["en", ...(await readdir(contentDir)).filter((d) => d !== "en")]) {
  const dir = `${contentDir}${language}/news/`;
  const names = await readdir(dir).catch(() => []);
  for (const file of names.filter((f) => f.endsWith(".md"))) {
    const slug = file.slice(0, -".md".length);
    if (!posts.has(slug)) posts.set(slug, `${dir}${file}`);
  }
}

let written = 0;
for (const [slug, file] of posts) {
  const source = await readFile(file, "utf8");
  const front = parse(source.split(/^---$/m)[1]);
  const motif = front.picture ?? categoryMotifs[front.category];
  const cue = motifs[motif];
  if (!cue)
    throw new Error(`${file}: no picture motif "${motif}" (${Object.keys(motifs).join(", ")})`);
  const rand = random(seedOf(slug));
  const { out, target } = cue(rand);
  const body =
    out +
    flowLines(rand, {
      from: [0, between(rand, 300, 760)],
      to: target,
      count: 4,
      spread: 28,
      bend: 0.18,
    }) +
    node(target[0], target[1], { r: 12 });
  const svg = canvas(rand, body, { glow: [between(rand, 0.55, 0.9), rand() < 0.5 ? 0.15 : 0.85] });
  const target_ = `${artDir}news-${slug}.svg`;
  const before = await readFile(target_, "utf8").catch(() => "");
  if (before !== svg) {
    await writeFile(target_, svg);
    written++;
  }
}
console.log(`art: ${posts.size} news pictures (${written} written)`);
