// Writes one picture per case study, industry and service into web/art/ (case-<slug>.svg,
// industry-<slug>.svg, service-<slug>.svg): the flow-lines motif joined to a cue of the subject
// (a pulse line for healthcare, routes into a hub for logistics, a layout grid for design…).
// Deterministic: each picture has its own seed.
//   node art/generators/subjects.mjs
import { writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
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
  W,
} from "./flow.mjs";

const artDir = fileURLToPath(new URL("..", import.meta.url));

// ---- Subject cues ---------------------------------------------------------------------------

/** An ECG trace across the canvas with one spike at `x`. */
function pulse(y, spikeX, { op = 0.55, color = ink.line, w = 3.5 } = {}) {
  const pts = `M0 ${y} L${spikeX - 120} ${y} l30 -22 l24 22 l18 0 l16 60 l26 -190 l28 190 l18 -58 l16 0 l30 0 l24 -30 l26 30 L${W} ${y}`;
  return path(pts, { stroke: color, op, w });
}

/** Vertical guides of a 12-column grid inside a frame. */
function columns(x, y, w, h, n = 12, gutter = 14) {
  const col = (w - gutter * (n - 1)) / n;
  let out = rect(x, y, w, h, 18, { stroke: ink.line, op: 0.45, w: 2.5 });
  for (let i = 0; i < n; i++)
    out += rect(x + i * (col + gutter), y, col, h, 0, { fill: ink.brand, op: 0.06 });
  return { out, col, gutter };
}

function checkmark(x, y, s = 1, color = ink.teal) {
  return path(
    `M${r1(x - 12 * s)} ${r1(y)} l${r1(9 * s)} ${r1(9 * s)} l${r1(17 * s)} ${r1(-19 * s)}`,
    { stroke: color, w: 3.5 },
  );
}

/** Bars rising left to right, from `base`. */
function bars(rand, x, base, n, bw, gap, heights, o = {}) {
  let out = "";
  heights.forEach((h, i) => {
    out += rect(x + i * (bw + gap), base - h, bw, h, 6, {
      fill: o.color ?? ink.brand,
      op: o.op ?? r1(0.25 + (i / n) * 0.35),
    });
  });
  return out;
}

/** A transmission pylon (lattice outline) standing on `base`. */
function pylon(x, base, h) {
  const top = base - h;
  return path(
    `M${x - 40} ${base} L${x - 8} ${top} L${x + 8} ${top} L${x + 40} ${base} M${x - 30} ${base - h * 0.3} L${x + 30} ${base - h * 0.3} M${x - 22} ${base - h * 0.55} L${x + 22} ${base - h * 0.55} M${x - 50} ${top + 30} L${x + 50} ${top + 30} M${x - 34} ${base - h * 0.3} L${x + 22} ${base - h * 0.55} M${x + 34} ${base - h * 0.3} L${x - 22} ${base - h * 0.55}`,
    { stroke: ink.line, op: 0.35, w: 2.5 },
  );
}

// ---- Pictures ---------------------------------------------------------------------------------

const services = {
  /** A 12-column layout grid with blocks snapped to it and one selected. */
  design(rand) {
    const { out: grid, col, gutter } = columns(700, 170, 760, 660);
    const span = (c, n) => [700 + c * (col + gutter), n * col + (n - 1) * gutter];
    const [hx, hw] = span(0, 12),
      [ix, iw] = span(0, 7),
      [tx, tw] = span(7, 5),
      [cx, cw] = span(0, 4),
      [c2x] = span(4, 4),
      [c3x] = span(8, 4);
    let out = grid;
    out += rect(hx + 24, 200, hw - 48, 34, 10, { fill: ink.line, op: 0.22 });
    out += rect(ix, 270, iw, 250, 14, { fill: ink.brand, op: 0.22 });
    for (let l = 0; l < 5; l++)
      out += rect(tx + 10, 290 + l * 44, (tw - 20) * (0.55 + rand() * 0.45), 16, 8, {
        fill: ink.line,
        op: 0.3,
      });
    for (const x of [cx, c2x, c3x])
      out += rect(x, 560, cw, 220, 14, { stroke: ink.line, op: 0.4, w: 2.5 });
    // The selected block, with its handles.
    out += rect(c2x, 560, cw, 220, 14, { stroke: ink.teal, w: 3.5 });
    for (const [x, y] of [
      [c2x, 560],
      [c2x + cw, 560],
      [c2x, 780],
      [c2x + cw, 780],
    ])
      out += rect(x - 8, y - 8, 16, 16, 3, { fill: ink.teal });
    out += flowLines(rand, { from: [0, 760], to: [c2x, 670], count: 4 });
    out += node(c2x, 670);
    return out;
  },
  /** Branches of a commit graph that merge into one release. */
  development(rand) {
    let out = "";
    const main = 520,
      tag = [1180, main];
    out += line(80, main, 1520, main, { stroke: ink.line, op: 0.5, w: 3.5 });
    const branches = [
      [300, 330, 900],
      [420, 700, 1020],
      [640, 400, 1100],
    ];
    for (const [x0, y, x1] of branches) {
      out += path(
        `M${x0} ${main} C${x0 + 80} ${main} ${x0 + 60} ${y} ${x0 + 160} ${y} L${x1 - 160} ${y} C${x1 - 60} ${y} ${x1 - 80} ${main} ${x1} ${main}`,
        { stroke: ink.brand, op: 0.55, w: 3 },
      );
      for (let c = x0 + 200; c < x1 - 160; c += 90 + rand() * 40)
        out += circle(c, y, 9, { fill: ink.night, stroke: ink.line, op: 0.8, w: 3 });
    }
    for (let c = 140; c < 1500; c += 120)
      if (Math.abs(c - tag[0]) > 40)
        out += circle(c, main, 10, { fill: ink.night, stroke: ink.line, op: 0.7, w: 3 });
    out += path("M1290 300 l-50 50 l50 50 M1400 300 l50 50 l-50 50 M1370 290 l-50 120", {
      stroke: ink.line,
      op: 0.3,
      w: 4,
    });
    out += flowLines(rand, { from: [0, 840], to: tag, count: 3, spread: 30 });
    out += node(...tag, { r: 14 });
    return out;
  },
  /** The build–release loop, with its stages, closing on one running node. */
  devops(rand) {
    let out = "";
    const cx = 900,
      cy = 500,
      a = 420;
    const pts = [];
    for (let t = 0; t <= Math.PI * 2 + 0.01; t += Math.PI / 40) {
      const s = Math.sin(t),
        c = Math.cos(t),
        d = 1 + s * s;
      pts.push([cx + (a * c) / d, cy + ((a * s * c) / d) * 1.2]);
    }
    for (let k = 0; k < 3; k++) {
      const scale = 1 - k * 0.07;
      out += path(smooth(pts.map(([x, y]) => [cx + (x - cx) * scale, cy + (y - cy) * scale])), {
        stroke: k === 1 ? ink.teal : ink.line,
        op: k === 1 ? 0.75 : 0.35,
        w: 3,
      });
    }
    for (let i = 4; i < pts.length; i += 10)
      out += circle(pts[i][0], pts[i][1], 12, { fill: ink.night, stroke: ink.line, op: 0.8, w: 3 });
    out += flowLines(rand, { from: [0, 860], to: [cx, cy], count: 4, spread: 26, bend: 0.2 });
    out += node(cx, cy, { r: 14 });
    return out;
  },
  /** Sources flow through a pipeline into a rising chart. */
  "data-analytics"(rand) {
    let out = "";
    const hub = [720, 560];
    for (let i = 0; i < 4; i++) {
      const y = 240 + i * 150;
      out += rect(90, y - 36, 110, 72, 16, { stroke: ink.line, op: 0.45, w: 2.5 });
      out +=
        line(110, y - 10, 180, y - 10, { stroke: ink.line, op: 0.3, w: 3 }) +
        line(110, y + 12, 160, y + 12, { stroke: ink.line, op: 0.3, w: 3 });
      out += flowLines(rand, { from: [200, y], to: hub, count: 1, spread: 0, bend: 0.1 });
    }
    out += flowLines(rand, { from: [200, 560], to: hub, count: 3, spread: 30, bend: 0.15 });
    const heights = [140, 180, 170, 240, 280, 270, 350, 420];
    out += line(820, 820, 1520, 820, { stroke: ink.line, op: 0.4, w: 2.5 });
    out += bars(rand, 860, 820, heights.length, 56, 30, heights);
    out += path(smooth(heights.map((h, i) => [888 + i * 86, 790 - h])), { stroke: ink.teal, w: 4 });
    out += line(hub[0], hub[1], 860, 700, { stroke: ink.teal, op: 0.5, w: 3, dash: "4 10" });
    out += node(...hub, { r: 14 });
    return out;
  },
  /** Three regions of nodes, linked, fed by one current. */
  cloud(rand) {
    let out = "";
    const regions = [
      [560, 300, 300, 200],
      [1180, 300, 300, 200],
      [870, 720, 340, 200],
    ];
    const centres = regions.map(([x, y]) => [x, y]);
    for (let i = 0; i < 3; i++)
      for (let j = i + 1; j < 3; j++)
        out += line(...centres[i], ...centres[j], {
          stroke: ink.brand,
          op: 0.4,
          w: 3,
          dash: "2 12",
        });
    for (const [x, y, w, h] of regions) {
      out += rect(x - w / 2, y - h / 2, w, h, 48, {
        fill: ink.night,
        stroke: ink.line,
        op: 0.5,
        w: 2.5,
        dash: "14 12",
      });
      for (let k = 0; k < 5; k++) {
        const px = x - w / 2 + 50 + (k % 3) * ((w - 100) / 2),
          py = y - 40 + Math.floor(k / 3) * 80 + (k >= 3 ? 0 : 0);
        out +=
          rect(px - 22, py - 16, 44, 32, 8, { fill: ink.brand, op: 0.35 }) +
          line(px - 10, py, px + 10, py, { stroke: ink.white, op: 0.5, w: 3 });
      }
    }
    out += flowLines(rand, { from: [0, 560], to: centres[2], count: 4, spread: 28 });
    out += node(...centres[2], { r: 13 });
    return out;
  },
  /** A test matrix of passing cells and one under test. */
  "qa-testing"(rand) {
    let out = "";
    const x0 = 640,
      y0 = 210,
      s = 86,
      cols = 9,
      rows = 7;
    const focus = [5, 4];
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < cols; c++) {
        const x = x0 + c * s,
          y = y0 + r * s;
        out += rect(x, y, s - 14, s - 14, 12, { stroke: ink.line, op: 0.3, w: 2 });
        if (c === focus[0] && r === focus[1]) continue;
        if (rand() < 0.72)
          out += checkmark(
            x + (s - 14) / 2,
            y + (s - 14) / 2,
            0.9,
            rand() < 0.85 ? ink.line : ink.teal,
          );
      }
    }
    const fx = x0 + focus[0] * s + (s - 14) / 2,
      fy = y0 + focus[1] * s + (s - 14) / 2;
    out += rect(fx - (s - 14) / 2, fy - (s - 14) / 2, s - 14, s - 14, 12, {
      stroke: ink.teal,
      w: 3.5,
    });
    out += flowLines(rand, { from: [0, 380], to: [fx, fy], count: 4, spread: 28 });
    out += node(fx, fy, { r: 12 });
    return out;
  },
  /** An uptime strip, a heartbeat and a 24-hour dial: systems watched around the clock. */
  maintenance(rand) {
    let out = "";
    const cx = 1120,
      cy = 420,
      r = 230;
    out += circle(cx, cy, r, { stroke: ink.line, op: 0.4, w: 3 });
    for (let h = 0; h < 24; h++) {
      const a = (h / 24) * Math.PI * 2 - Math.PI / 2,
        long = h % 6 === 0;
      out += line(
        cx + Math.cos(a) * (r - (long ? 36 : 20)),
        cy + Math.sin(a) * (r - (long ? 36 : 20)),
        cx + Math.cos(a) * (r - 6),
        cy + Math.sin(a) * (r - 6),
        { stroke: ink.line, op: long ? 0.8 : 0.4, w: 3 },
      );
    }
    out += path(
      `M${cx} ${cy - r + 50} A${r - 50} ${r - 50} 0 1 1 ${r1(cx - (r - 50) * Math.sin(0.5))} ${r1(cy - (r - 50) * Math.cos(0.5))}`,
      { stroke: ink.teal, w: 5, op: 0.85 },
    );
    for (let i = 0; i < 60; i++) {
      const x = 160 + i * 22,
        down = i === 23;
      out += rect(x, 800, 12, 90, 4, {
        fill: down ? ink.line : ink.teal,
        op: down ? 0.25 : r1(0.45 + rand() * 0.3),
      });
    }
    out += flowLines(rand, { from: [0, 520], to: [cx, cy], count: 4, spread: 26 });
    out += node(cx, cy, { r: 13 });
    return out;
  },
  /** Options considered side by side converge on a decision, then a roadmap of milestones. */
  consulting(rand) {
    let out = "";
    const decision = [760, 520];
    for (let i = 0; i < 3; i++) {
      const y = 220 + i * 300;
      out += path(
        smooth([
          [80, y],
          [360, y + (rand() - 0.5) * 60],
          [decision[0], decision[1]],
        ]),
        { stroke: ink.brand, op: 0.35, w: 3, dash: "12 12" },
      );
      out += circle(80, y, 12, { stroke: ink.line, op: 0.6, w: 3 });
    }
    out += flowLines(rand, { from: [80, 520], to: decision, count: 4, spread: 30, bend: 0.1 });
    const stops = [
      [960, 470],
      [1140, 400],
      [1320, 330],
      [1470, 240],
    ];
    out += path(smooth([decision, ...stops]), { stroke: ink.teal, op: 0.8, w: 4 });
    for (const [x, y] of stops)
      out += rect(x - 14, y - 14, 28, 28, 4, {
        fill: ink.night,
        stroke: ink.line,
        op: 0.9,
        w: 3,
      }).replace("<rect", `<rect transform="rotate(45 ${x} ${y})"`);
    out += path(`M1470 240 L1470 120 L1560 148 L1470 176`, { stroke: ink.teal, w: 3.5 });
    out += node(...decision, { r: 14 });
    return out;
  },
};

const industries = {
  /** Broadcast arcs from a mast, and the network they reach. */
  communications(rand) {
    let out = "";
    const mast = [1080, 560];
    for (let k = 1; k <= 5; k++) {
      const rr = k * 90;
      out += path(
        `M${mast[0] - rr * 0.7} ${mast[1] - rr * 0.7} A${rr} ${rr} 0 0 1 ${mast[0] + rr * 0.7} ${mast[1] - rr * 0.7}`,
        { stroke: k === 2 ? ink.teal : ink.line, op: k === 2 ? 0.8 : r1(0.55 - k * 0.07), w: 3 },
      );
    }
    out += path(
      `M${mast[0] - 60} 900 L${mast[0]} ${mast[1]} L${mast[0] + 60} 900 M${mast[0] - 40} 780 L${mast[0] + 40} 780`,
      { stroke: ink.line, op: 0.5, w: 3 },
    );
    const pts = Array.from({ length: 9 }, () => [1300 + rand() * 240, 520 + rand() * 400]);
    pts.forEach(([x, y], i) => {
      if (i) out += line(x, y, ...pts[i - 1], { stroke: ink.line, op: 0.25, w: 2 });
      out += circle(x, y, 8, { fill: ink.line, op: 0.6 });
    });
    out += flowLines(rand, { from: [0, 360], to: mast, count: 4, spread: 30 });
    out += node(...mast, { r: 13 });
    return out;
  },
  /** Learning paths: each learner's line, with milestones at their own pace, reaching mastery. */
  education(rand) {
    let out = "";
    const goal = [1260, 470];
    const starts = [180, 320, 460, 600, 740, 880];
    for (const [i, y] of starts.entries()) {
      const d = smooth([
        [60, y],
        [420, y + (rand() - 0.5) * 90],
        [860, (y + goal[1]) / 2 + (rand() - 0.5) * 60],
        goal,
      ]);
      out += path(d, { stroke: i === 2 ? ink.teal : ink.line, op: i === 2 ? 0.8 : 0.3, w: 3 });
      for (let m = 0; m < 3; m++) {
        const t = 0.2 + m * 0.22 + rand() * 0.1;
        const x = 60 + t * (goal[0] - 60),
          yy = y + (goal[1] - y) * Math.pow(t, 1.6);
        out += circle(x, yy, 9, { fill: ink.night, stroke: ink.line, op: 0.7, w: 3 });
      }
    }
    out += path(
      `M${goal[0] + 80} ${goal[1] - 60} l90 -40 l90 40 l-90 40 z M${goal[0] + 120} ${goal[1] - 40} l0 46 q50 26 100 0 l0 -46`,
      { stroke: ink.line, op: 0.5, w: 3 },
    );
    out += node(...goal, { r: 14 });
    return out;
  },
  /** A day's grid load curve over a line of pylons, its peak the node. */
  energy(rand) {
    let out = "";
    const base = 820,
      pts = [];
    for (let h = 0; h <= 24; h++) {
      const load =
        0.35 +
        0.25 * Math.exp(-((h - 9) ** 2) / 6) +
        0.45 * Math.exp(-((h - 19) ** 2) / 5) +
        (rand() - 0.5) * 0.03;
      pts.push([140 + h * 55, base - 60 - load * 480]);
    }
    out += path(`${smooth(pts)} L${pts.at(-1)[0]} ${base} L${pts[0][0]} ${base} Z`, {
      fill: ink.brand,
      op: 0.12,
    });
    out += path(smooth(pts), { stroke: ink.teal, w: 4, op: 0.85 });
    for (let h = 0; h <= 24; h += 3)
      out += line(140 + h * 55, base, 140 + h * 55, base + 16, {
        stroke: ink.line,
        op: 0.5,
        w: 2.5,
      });
    out += line(140, base, 1460, base, { stroke: ink.line, op: 0.4, w: 2.5 });
    for (const x of [260, 700, 1140]) out += pylon(x, 980, 120);
    out += path("M260 890 Q480 930 700 890 Q920 930 1140 890 Q1340 930 1600 890", {
      stroke: ink.line,
      op: 0.3,
      w: 2,
    });
    const peak = pts.reduce((a, b) => (b[1] < a[1] ? b : a));
    out += flowLines(rand, { from: [0, 230], to: peak, count: 4, spread: 26 });
    out += node(...peak, { r: 12 });
    return out;
  },
  /** A pulse line, and a care pathway of stops along it. */
  healthcare(rand) {
    let out = "";
    const y = 560,
      spike = 980;
    out += pulse(y, spike);
    out += circle(1300, 300, 110, { stroke: ink.line, op: 0.35, w: 3 });
    out += path("M1280 240 h40 v40 h40 v40 h-40 v40 h-40 v-40 h-40 v-40 h40 z", {
      stroke: ink.teal,
      op: 0.7,
      w: 3.5,
    });
    const stops = [300, 560, 760];
    for (const x of stops)
      out += circle(x, y, 12, { fill: ink.night, stroke: ink.line, op: 0.8, w: 3 });
    out += flowLines(rand, {
      from: [0, 860],
      to: [spike - 12, y - 130],
      count: 4,
      spread: 26,
      bend: 0.15,
    });
    out += node(spike - 12, y - 130, { r: 12 });
    return out;
  },
  /** Circuit traces bending at 45° into a chip. */
  "high-tech"(rand) {
    let out = "";
    const chip = [1100, 500],
      s = 220;
    out += rect(chip[0] - s / 2, chip[1] - s / 2, s, s, 22, {
      fill: ink.night,
      stroke: ink.line,
      op: 0.7,
      w: 3,
    });
    out += rect(chip[0] - s / 4, chip[1] - s / 4, s / 2, s / 2, 10, { fill: ink.brand, op: 0.25 });
    for (let k = 0; k < 6; k++) {
      const o = -s / 2 + 22 + k * ((s - 44) / 5);
      out += line(chip[0] + o, chip[1] - s / 2, chip[0] + o, chip[1] - s / 2 - 30, {
        stroke: ink.line,
        op: 0.6,
        w: 3,
      });
      out += line(chip[0] + o, chip[1] + s / 2, chip[0] + o, chip[1] + s / 2 + 30, {
        stroke: ink.line,
        op: 0.6,
        w: 3,
      });
      out += line(chip[0] + s / 2, chip[1] + o, chip[0] + s / 2 + 30, chip[1] + o, {
        stroke: ink.line,
        op: 0.6,
        w: 3,
      });
    }
    for (let k = 0; k < 7; k++) {
      const y = 180 + k * 110,
        tx = chip[0] - s / 2,
        ty = chip[1] - s / 2 + 30 + k * ((s - 60) / 6);
      const bendX = 520 + rand() * 200;
      out += path(`M60 ${y} L${bendX} ${y} L${bendX + Math.abs(ty - y) * 0.6} ${ty} L${tx} ${ty}`, {
        stroke: k === 3 ? ink.teal : ink.line,
        op: k === 3 ? 0.8 : 0.3,
        w: 3,
        join: "miter",
      });
      out += circle(60, y, 8, { stroke: ink.line, op: 0.6, w: 3 });
    }
    out += node(...chip, { r: 14, halo: false });
    return out;
  },
  /** A production line: parts on a belt pass through an inspection gate. */
  manufacturing(rand) {
    let out = "";
    const belt = 640,
      gate = 1000;
    out +=
      line(60, belt, 1540, belt, { stroke: ink.line, op: 0.55, w: 3.5 }) +
      line(60, belt + 50, 1540, belt + 50, { stroke: ink.line, op: 0.4, w: 3 });
    for (let x = 100; x < 1540; x += 80)
      out += circle(x, belt + 25, 14, { stroke: ink.line, op: 0.3, w: 2.5 });
    for (let x = 180; x < 1500; x += 170) {
      const h = 70 + rand() * 30;
      out += rect(x, belt - h - 6, 90, h, 10, { fill: ink.brand, op: x < gate ? 0.3 : 0.45 });
      if (x > gate) out += checkmark(x + 45, belt - h - 50, 1);
    }
    out += path(
      `M${gate - 80} ${belt + 90} L${gate - 80} 260 L${gate + 80} 260 L${gate + 80} ${belt + 90}`,
      { stroke: ink.line, op: 0.6, w: 3.5 },
    );
    out += path(`M${gate} 290 L${gate - 70} ${belt - 10} L${gate + 70} ${belt - 10} Z`, {
      fill: ink.teal,
      op: 0.12,
    });
    out += flowLines(rand, { from: [0, 260], to: [gate, 290], count: 4, spread: 26 });
    out += node(gate, 290, { r: 12 });
    return out;
  },
  /** A civic building: many paths of citizens converging on one open door. */
  "public-services"(rand) {
    let out = "";
    const door = [1120, 740];
    out += path(
      `M820 380 L1120 220 L1420 380 Z M800 400 L1440 400 M800 840 L1440 840 M780 880 L1460 880`,
      { stroke: ink.line, op: 0.6, w: 3.5 },
    );
    for (let k = 0; k < 6; k++) {
      const x = 860 + k * 104 + (k >= 3 ? 24 : 0);
      if (k === 3) continue;
      out += rect(x, 430, 40, 390, 6, { stroke: ink.line, op: 0.4, w: 2.5 });
    }
    out += rect(door[0] - 50, 620, 100, 220, 50, {
      fill: ink.teal,
      fillOp: 0.16,
      stroke: ink.teal,
      w: 3,
    });
    for (let i = 0; i < 3; i++) {
      const y = 180 + i * 320;
      out += flowLines(rand, {
        from: [0, y],
        to: door,
        count: i === 1 ? 4 : 2,
        spread: 26,
        bend: 0.15,
      });
    }
    out += node(...door, { r: 12 });
    return out;
  },
  /** Shelves of goods beside demand bars, topped up where demand runs. */
  retail(rand) {
    let out = "";
    for (let s = 0; s < 3; s++) {
      const y = 330 + s * 220;
      out += line(140, y, 760, y, { stroke: ink.line, op: 0.5, w: 3.5 });
      let x = 160;
      while (x < 720) {
        const w = 50 + rand() * 60,
          h = 70 + rand() * 90;
        out += rect(x, y - h - 4, w, h, 8, { fill: ink.brand, op: r1(0.2 + rand() * 0.25) });
        x += w + 14;
      }
    }
    out +=
      line(140, 110, 140, 800, { stroke: ink.line, op: 0.4, w: 3 }) +
      line(760, 110, 760, 800, { stroke: ink.line, op: 0.4, w: 3 });
    const heights = [180, 240, 200, 320, 280, 400, 360];
    out += bars(rand, 920, 800, heights.length, 60, 28, heights, { color: ink.teal, op: 0.3 });
    out += line(900, 800, 1540, 800, { stroke: ink.line, op: 0.4, w: 2.5 });
    const peak = [920 + 5 * 88 + 30, 800 - 400 - 30];
    out += flowLines(rand, { from: [0, 900], to: peak, count: 4, spread: 24, bend: 0.2 });
    out += node(...peak, { r: 12 });
    return out;
  },
  /** Routes from every direction converging on one hub, with waypoints. */
  "travel-logistics"(rand) {
    let out = "";
    const hub = [1000, 520];
    const origins = [
      [80, 160],
      [80, 860],
      [1540, 120],
      [1540, 900],
      [560, 980],
      [420, 40],
    ];
    for (const [x, y] of origins) {
      const mid = [
        (x + hub[0]) / 2 + (rand() - 0.5) * 200,
        (y + hub[1]) / 2 + (rand() - 0.5) * 200,
      ];
      out += path(smooth([[x, y], mid, hub]), { stroke: ink.line, op: 0.3, w: 2.5, dash: "10 12" });
      out += circle(mid[0], mid[1], 8, { fill: ink.line, op: 0.6 });
    }
    for (let k = 1; k <= 3; k++)
      out += circle(...hub, 40 + k * 50, { stroke: ink.line, op: r1(0.4 - k * 0.1), w: 2.5 });
    out += flowLines(rand, { from: [0, 540], to: hub, count: 4, spread: 30, bend: 0.15 });
    out += node(...hub, { r: 15 });
    return out;
  },
};

const caseStudies = {
  /** A queue that thins out as patients pass check-in, consultation and discharge. */
  "aarogya-patient-flow"(rand) {
    let out = "";
    const y = 540,
      stops = [700, 1020, 1340];
    out += pulse(y + 320, 1200, { op: 0.3, w: 3 });
    for (let row = 0; row < 5; row++) {
      for (let c = 0; c < 7 - row; c++)
        out += circle(110 + c * 70, 300 + row * 72 + (rand() - 0.5) * 6, 18, {
          fill: ink.line,
          op: r1(0.55 - row * 0.08),
        });
    }
    out += flowLines(rand, {
      from: [560, 440],
      to: [stops[0], y],
      count: 4,
      spread: 34,
      bend: 0.1,
    });
    out += line(stops[0], y, stops[2], y, { stroke: ink.teal, op: 0.75, w: 4 });
    for (const x of stops.slice(0, 2))
      out += circle(x, y, 18, { fill: ink.night, stroke: ink.line, op: 0.9, w: 3.5 });
    out +=
      circle(1240, 250, 130, { stroke: ink.line, op: 0.35, w: 3 }) +
      line(1240, 250, 1240, 160, { stroke: ink.line, op: 0.7, w: 4 }) +
      line(1240, 250, 1300, 285, { stroke: ink.line, op: 0.7, w: 4 });
    out += path("M1240 120 A130 130 0 0 1 1353 185", { stroke: ink.teal, w: 5 });
    out += node(stops[2], y, { r: 15 });
    return out;
  },
  /** Trucks pinging their positions along highways into one depot. */
  "dakshin-freight-visibility"(rand) {
    let out = "";
    const depot = [1220, 560];
    const roads = [
      [[60, 120], [600, 260], depot],
      [[60, 900], [640, 760], depot],
      [[300, 40], [820, 300], depot],
      [[1560, 80], [1420, 300], depot],
    ];
    for (const pts of roads) {
      out +=
        path(smooth(pts), { stroke: ink.line, op: 0.35, w: 6 }) +
        path(smooth(pts), { stroke: ink.night, w: 2, dash: "14 16" });
      const [x, y] = pts[1];
      out +=
        circle(x, y, 10, { fill: ink.teal }) +
        circle(x, y, 26, { stroke: ink.teal, op: 0.45, w: 2.5 }) +
        circle(x, y, 44, { stroke: ink.teal, op: 0.2, w: 2 });
    }
    out += flowLines(rand, { from: [0, 540], to: depot, count: 4, spread: 28, bend: 0.12 });
    out += rect(depot[0] - 60, depot[1] - 50, 120, 100, 16, { stroke: ink.line, op: 0.6, w: 3 });
    out += node(...depot, { r: 14 });
    return out;
  },
  /** A camera frames parts on the belt; boxes mark each one checked, one flagged for a person. */
  "mysuru-visual-inspection"(rand) {
    let out = "";
    const belt = 720;
    out += line(60, belt, 1540, belt, { stroke: ink.line, op: 0.5, w: 3.5 });
    const parts = [220, 460, 700, 940, 1180, 1420];
    parts.forEach((x, i) => {
      out +=
        circle(x, belt - 70, 54, { fill: ink.brand, op: 0.3 }) +
        circle(x, belt - 70, 20, { stroke: ink.line, op: 0.6, w: 3 });
      const flagged = i === 3;
      out += rect(x - 80, belt - 150, 160, 160, 6, {
        stroke: flagged ? ink.teal : ink.line,
        op: flagged ? 1 : 0.4,
        w: flagged ? 3.5 : 2.5,
        dash: flagged ? undefined : "16 10",
      });
      if (!flagged) out += checkmark(x + 50, belt - 180, 0.9, ink.line);
    });
    const cam = [940, 200];
    out +=
      rect(cam[0] - 70, cam[1] - 46, 140, 92, 18, { stroke: ink.line, op: 0.7, w: 3 }) +
      circle(cam[0], cam[1], 26, { stroke: ink.line, op: 0.7, w: 3 });
    out += path(
      `M${cam[0] - 40} ${cam[1] + 50} L${cam[0] - 130} ${belt - 160} M${cam[0] + 40} ${cam[1] + 50} L${cam[0] + 130} ${belt - 160}`,
      { stroke: ink.teal, op: 0.4, w: 2.5, dash: "6 10" },
    );
    out += flowLines(rand, {
      from: [0, 300],
      to: [940, belt - 150],
      count: 4,
      spread: 26,
      bend: 0.2,
    });
    out += node(940, belt - 150, { r: 12 });
    return out;
  },
  /** Releases as a daily pulse over the grid operator's load curve, on layers of platform. */
  "nordlys-platform-engineering"(rand) {
    let out = "";
    for (let k = 0; k < 3; k++) {
      const y = 780 + k * 56;
      out += path(
        `M${300 + k * 30} ${y} L${1300 - k * 30} ${y} L${1420 - k * 30} ${y - 40} L${420 + k * 30} ${y - 40} Z`,
        { fill: ink.brand, fillOp: r1(0.28 - k * 0.07), stroke: ink.line, op: 0.5, w: 2 },
      );
    }
    const pts = [];
    for (let h = 0; h <= 24; h++)
      pts.push([
        200 + h * 50,
        560 - 260 * (0.4 + 0.3 * Math.sin((h - 6) / 3.8) + (rand() - 0.5) * 0.06),
      ]);
    out += path(smooth(pts), { stroke: ink.line, op: 0.45, w: 3 });
    for (let d = 0; d < 10; d++) {
      const x = 260 + d * 118;
      out +=
        line(x, 700, x, 620, { stroke: ink.teal, op: d === 9 ? 1 : 0.45, w: 4 }) +
        circle(x, 610, 7, { fill: ink.teal, op: d === 9 ? 1 : 0.5 });
    }
    out += flowLines(rand, { from: [0, 200], to: [1322, 610], count: 4, spread: 26, bend: 0.12 });
    out += node(1322, 610, { r: 13 });
    return out;
  },
  /** Sales history as bars, then the forecast: a line and its confidence band beyond today. */
  "northwind-demand-forecasting"(rand) {
    let out = "";
    const base = 820,
      today = 980;
    const hist = Array.from(
      { length: 12 },
      (_, i) => 180 + 120 * Math.sin(i / 2.2) + rand() * 60 + i * 10,
    );
    out += bars(rand, 120, base, hist.length, 50, 22, hist, { color: ink.brand });
    out += line(100, base, 1540, base, { stroke: ink.line, op: 0.4, w: 2.5 });
    out += line(today, 160, today, base, { stroke: ink.line, op: 0.5, w: 2.5, dash: "8 10" });
    const last = [120 + 11 * 72 + 25, base - hist[11]];
    const fc = [
      last,
      ...Array.from({ length: 6 }, (_, i) => [
        today + 40 + i * 100,
        base - (300 + 130 * Math.sin((i + 12) / 2.2) + i * 12),
      ]),
    ];
    const upper = fc.map(([x, y], i) => [x, y - i * 22]),
      lower = fc.map(([x, y], i) => [x, y + i * 22]);
    out += path(
      `${smooth(upper)} L${lower.at(-1)[0]} ${lower.at(-1)[1]} ${smooth(lower.reverse())
        .slice(1)
        .replace(/^[^C]*/, "")} Z`,
      { fill: ink.teal, op: 0.14 },
    );
    out += path(smooth(fc), { stroke: ink.teal, w: 4, dash: "14 10" });
    out += flowLines(rand, { from: [0, 200], to: last, count: 4, spread: 26, bend: 0.15 });
    out += node(...last, { r: 12 });
    return out;
  },
  /** Many learners' paths, in many languages, running through one offline-first lesson stack. */
  "vidya-learning-platform"(rand) {
    let out = "";
    const stack = [1120, 520];
    for (let k = 0; k < 4; k++)
      out += rect(stack[0] - 150 + k * 22, stack[1] - 120 - k * 22, 300, 200, 20, {
        fill: ink.night,
        stroke: ink.line,
        op: r1(0.3 + k * 0.12),
        w: 3,
      });
    for (let l = 0; l < 3; l++)
      out += rect(stack[0] - 60, stack[1] - 150 + l * 40, 200 - l * 50, 14, 7, {
        fill: ink.line,
        op: 0.35,
      });
    for (let i = 0; i < 12; i++) {
      const y = 80 + i * 76;
      out += path(
        smooth([
          [40, y],
          [420, y + (rand() - 0.5) * 40],
          [760, (y + stack[1]) / 2],
          [stack[0] - 150, stack[1]],
        ]),
        { stroke: i % 4 === 1 ? ink.teal : ink.line, op: i % 4 === 1 ? 0.6 : 0.18, w: 2.5 },
      );
    }
    out += flowLines(rand, {
      from: [0, 540],
      to: [stack[0] - 150, stack[1]],
      count: 4,
      spread: 26,
      bend: 0.1,
    });
    out += node(stack[0] - 150, stack[1], { r: 13 });
    return out;
  },
};

// ---- Writing ----------------------------------------------------------------------------------

const groups = [
  ["service", services, 100],
  ["industry", industries, 200],
  ["case", caseStudies, 300],
];

let written = 0;
for (const [prefix, drawings, seedBase] of groups) {
  let i = 0;
  for (const [slug, draw] of Object.entries(drawings)) {
    const rand = random(seedBase + i++);
    const svg = canvas(rand, draw(rand), {
      glow: [0.15 + rand() * 0.7, rand() < 0.5 ? 0.15 : 0.85],
    });
    await writeFile(`${artDir}${prefix}-${slug}.svg`, svg);
    written++;
  }
}
console.log(`art: ${written} subject pictures written`);
