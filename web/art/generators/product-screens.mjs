// Writes the main screen of each of the nine products as a small SVG mock-up (a light app window,
// 360 × 225, drawn to be read at card size) into public/images/products/. Deterministic: no
// randomness but seeded, so a re-run changes only what was edited here.
//   node art/generators/product-screens.mjs
// The products name their file in content/en/products.yaml (`screen.src`).
import { fileURLToPath } from "node:url";
import { c, circle, line, n, path, pill, random, rect, smooth, text, writeSvg } from "./svg.mjs";

const out = fileURLToPath(new URL("../../public/images/products/", import.meta.url));
const W = 360;
const H = 225;

/** The window: title bar with three dots and the app's address, then the app's own body. */
function windowFrame(address, body, defs = "") {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="Helvetica, Arial, sans-serif">
${defs ? `<defs>${defs}</defs>` : ""}
${rect(0, 0, W, H, c.surface)}
${rect(0, 0, W, 18, c.chrome)}
${circle(10, 9, 2.6, "#cfd5e3")}${circle(18, 9, 2.6, "#cfd5e3")}${circle(26, 9, 2.6, "#cfd5e3")}
${rect(120, 4, 120, 10, c.surface, { rx: 5 })}
${text(180, 11.4, address, { size: 6, fill: c.muted, anchor: "middle" })}
${line(0, 18, W, 18, c.line, { strokeWidth: 1 })}
${body}
</svg>`;
}

/** A small square app logo with a letter, at the top of a sidebar or bar. */
const appMark = (x, y, letter, fill = c.brand) =>
  rect(x, y, 12, 12, fill, { rx: 3 }) +
  text(x + 6, y + 9, letter, { size: 8, fill: "#fff", weight: 700, anchor: "middle" });

/** A vertical icon rail (dark) with n rounded glyph squares, one active. */
function rail(n = 5, active = 1) {
  let s = rect(0, 18, 26, H - 18, c.night);
  s += appMark(7, 25, "K", c.tealMid);
  for (let i = 0; i < n; i++)
    s += rect(8, 48 + i * 20, 10, 10, i === active ? c.brandSoft : c.nightSoft, { rx: 2.5 });
  return s;
}

const screens = {
  // ---- Kaveri Calendar: a week view with a suggested slot and protected focus time -------------
  "kaveri-calendar": () => {
    let s = rect(0, 18, 78, H - 18, c.canvas) + line(78, 18, 78, H, c.line);
    s += appMark(8, 26, "C") + text(24, 35, "Calendar", { size: 8.5, weight: 700, fill: c.ink });
    s += pill(8, 45, 62, 14, "+ Book a meeting", { fill: c.brand, color: "#fff", size: 6.5 });
    // Mini month.
    s += text(8, 74, "November", { size: 6.5, weight: 700, fill: c.text });
    for (let r = 0; r < 5; r++)
      for (let d = 0; d < 7; d++) {
        const day = r * 7 + d - 5;
        const x = 11 + d * 8.6,
          y = 85 + r * 8.5;
        if (day === 23) s += circle(x, y - 2, 3.6, c.brand);
        if (day > 0 && day <= 30)
          s += text(x, y, String(day), {
            size: 4.6,
            fill: day === 23 ? "#fff" : c.muted,
            anchor: "middle",
          });
      }
    s += text(8, 142, "Team", { size: 6.5, weight: 700, fill: c.text });
    [
      ["Asha", c.brand, "IST"],
      ["Tom", c.teal, "GMT"],
      ["Mei", c.amber, "SGT"],
    ].forEach(([name, col, tz], i) => {
      const y = 154 + i * 14;
      s +=
        circle(13, y - 2, 4, col) +
        text(21, y, name, { size: 6.5, fill: c.text }) +
        text(70, y, tz, { size: 5.5, fill: c.faint, anchor: "end" });
    });
    s +=
      rect(8, 196, 62, 18, c.tealTint, { rx: 4 }) +
      text(14, 207.5, "Focus protected", { size: 5.8, fill: c.teal, weight: 700 });
    // Week grid.
    s += text(86, 34, "Week of 23 Nov", { size: 10, weight: 700, fill: c.ink });
    s += pill(292, 25, 60, 13, "✦ Find a time", {
      fill: c.brandTint,
      color: c.brandDeep,
      size: 6.5,
    });
    const days = ["Mon 23", "Tue 24", "Wed 25", "Thu 26", "Fri 27"];
    const x0 = 104,
      colW = 50.5,
      y0 = 58,
      rowH = 27;
    days.forEach(
      (d, i) =>
        (s += text(x0 + i * colW + 4, 51, d, {
          size: 6.5,
          weight: i === 0 ? 700 : 400,
          fill: i === 0 ? c.brand : c.muted,
        })),
    );
    ["9", "10", "11", "12", "1", "2"].forEach((h, i) => {
      s += text(98, y0 + i * rowH + 3, h, { size: 5.5, fill: c.faint, anchor: "end" });
      s += line(x0, y0 + i * rowH, W - 4, y0 + i * rowH, c.lineSoft);
    });
    for (let i = 0; i <= 5; i++) s += line(x0 + i * colW, 44, x0 + i * colW, H, c.lineSoft);
    const event = (day, start, hours, title, fill, bar, color = c.text) =>
      rect(x0 + day * colW + 2, y0 + start * rowH + 1, colW - 4, hours * rowH - 2, fill, {
        rx: 3,
      }) +
      rect(x0 + day * colW + 2, y0 + start * rowH + 1, 2, hours * rowH - 2, bar) +
      text(x0 + day * colW + 7, y0 + start * rowH + 10, title, {
        size: 6.2,
        weight: 700,
        fill: color,
      });
    s += event(0, 0, 0.8, "Stand-up", c.brandTint, c.brand);
    s += event(1, 0, 0.8, "Stand-up", c.brandTint, c.brand);
    s += event(2, 0, 0.8, "Stand-up", c.brandTint, c.brand);
    s +=
      rect(x0 + colW + 2, y0 + rowH + 1, colW - 4, 2 * rowH - 2, "url(#hatch)", { rx: 3 }) +
      text(x0 + colW + 7, y0 + rowH + 10, "Focus", { size: 6.2, weight: 700, fill: c.teal });
    s += event(0, 2, 1.5, "Design review", c.amberTint, c.amber);
    s += event(2, 1.5, 1, "Client call", c.brandTint, c.brand);
    s += text(x0 + 2 * colW + 7, y0 + 1.5 * rowH + 19, "3 time zones", {
      size: 5.2,
      fill: c.muted,
    });
    s += event(4, 3, 1, "1:1 Tom", c.greenTint, c.green);
    s += event(2, 4, 1.2, "Sprint demo", c.amberTint, c.amber);
    // The suggested slot.
    s += rect(x0 + 3 * colW + 2, y0 + 1.5 * rowH, colW - 4, rowH * 1.2, c.surface, {
      rx: 3,
      stroke: c.brand,
      strokeWidth: 1.2,
      strokeDasharray: "3 2",
    });
    s += text(x0 + 3 * colW + 6, y0 + 1.5 * rowH + 10, "✦ Suggested", {
      size: 6,
      weight: 700,
      fill: c.brand,
    });
    s += text(x0 + 3 * colW + 6, y0 + 1.5 * rowH + 19, "10:30 · all free", {
      size: 5.4,
      fill: c.muted,
    });
    return windowFrame(
      "calendar.kaveri.app",
      s,
      `<pattern id="hatch" width="5" height="5" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="5" height="5" fill="${c.tealTint}"/><path d="M0 0v5" stroke="${c.tealSoft}" stroke-width="2"/></pattern>`,
    );
  },

  // ---- Kaveri Forms: the builder, its question flow and the live preview ---------------------
  "kaveri-forms": () => {
    let s = rect(0, 18, W, 22, c.surface) + line(0, 40, W, 40, c.line);
    s +=
      appMark(8, 23, "F", c.teal) + text(25, 32, "Forms", { size: 8.5, weight: 700, fill: c.ink });
    ["Build", "Logic", "Results"].forEach((t, i) => {
      s += text(100 + i * 40, 32, t, {
        size: 7,
        weight: i === 1 ? 700 : 400,
        fill: i === 1 ? c.brand : c.muted,
      });
    });
    s += rect(100 + 40, 38.5, 22, 1.5, c.brand);
    s += pill(302, 23, 50, 13, "Publish", { fill: c.brand, color: "#fff", size: 6.5 });
    // Question flow on the left.
    s += rect(0, 40, 150, H - 40, c.canvas);
    s += text(10, 54, "Project enquiry · 5 steps", { size: 6.5, weight: 700, fill: c.text });
    const qs = [
      ["1", "Your role"],
      ["2", "Team size"],
      ["3", "Budget"],
      ["4", "Timeline"],
      ["5", "Contact"],
    ];
    qs.forEach(([num, q], i) => {
      const y = 62 + i * 30;
      const on = i === 1;
      s += rect(10, y, 112, 22, c.surface, {
        rx: 4,
        stroke: on ? c.brand : c.line,
        strokeWidth: on ? 1.2 : 1,
      });
      s +=
        circle(21, y + 11, 5.5, on ? c.brand : c.brandTint) +
        text(21, y + 13.4, num, {
          size: 6,
          weight: 700,
          fill: on ? "#fff" : c.brandDeep,
          anchor: "middle",
        });
      s += text(31, y + 13.5, q, { size: 7, fill: c.text, weight: on ? 700 : 400 });
      if (i < qs.length - 1) s += line(21, y + 22, 21, y + 30, c.faint);
    });
    // A branch from step 2.
    s += path(`M122 103H134V158H122`, {
      fill: "none",
      stroke: c.teal,
      strokeWidth: 1.2,
      strokeDasharray: "2.5 2",
    });
    s +=
      rect(126, 122, 20, 14, c.tealTint, { rx: 3 }) +
      text(136, 131.5, "51+", { size: 5.8, weight: 700, fill: c.teal, anchor: "middle" });
    // Live preview.
    s += text(168, 54, "Live preview", { size: 6.5, fill: c.muted });
    s += rect(168, 60, 180, 132, c.surface, { rx: 8, stroke: c.line, filter: "url(#lift)" });
    s += rect(180, 72, 156, 3, c.lineSoft, { rx: 1.5 }) + rect(180, 72, 62, 3, c.teal, { rx: 1.5 });
    s += text(180, 87, "STEP 2 OF 5", {
      size: 5.5,
      weight: 700,
      fill: c.faint,
      letterSpacing: 0.6,
    });
    s += text(180, 101, "How big is your team?", { size: 10, weight: 700, fill: c.ink });
    const opts = ["1–10", "11–50", "51–200", "200+"];
    opts.forEach((o, i) => {
      const x = 180 + (i % 2) * 79,
        y = 110 + Math.floor(i / 2) * 24;
      const on = i === 2;
      s += rect(x, y, 74, 19, on ? c.brandTint : c.surface, {
        rx: 4,
        stroke: on ? c.brand : c.line,
        strokeWidth: on ? 1.2 : 1,
      });
      s += circle(x + 9, y + 9.5, 3, on ? c.brand : c.surface, { stroke: on ? c.brand : c.faint });
      s += text(x + 17, y + 12, o, { size: 7, fill: c.text, weight: on ? 700 : 400 });
    });
    s += pill(280, 165, 56, 16, "Next →", { fill: c.brand, color: "#fff", size: 7 });
    s += text(180, 176, "Press Enter ↵", { size: 5.8, fill: c.faint });
    s +=
      rect(168, 200, 180, 17, c.tealTint, { rx: 8.5 }) +
      text(177, 211, "✓ Routed to Enterprise sales · CRM", {
        size: 6.3,
        weight: 700,
        fill: c.teal,
      });
    return windowFrame(
      "forms.kaveri.app",
      s,
      `<filter id="lift" x="-10%" y="-10%" width="120%" height="130%"><feDropShadow dx="0" dy="3" stdDeviation="4" flood-color="#0b1220" flood-opacity=".1"/></filter>`,
    );
  },

  // ---- Kaveri Learn: mastery by topic and the AI tutor ------------------------------------------
  "kaveri-learn": () => {
    let s = rail(5, 0);
    s += text(38, 36, "Good morning, Anika", { size: 10, weight: 700, fill: c.ink });
    s += text(38, 47, "Class 8 · Mathematics", { size: 6.5, fill: c.muted });
    s += pill(290, 27, 62, 13, "⬇ Offline ready", { fill: c.greenTint, color: c.green, size: 6 });
    // Mastery.
    s += rect(38, 56, 150, 118, c.surface, { rx: 6, stroke: c.line });
    s +=
      text(48, 71, "Mastery", { size: 7.5, weight: 700, fill: c.ink }) +
      text(178, 71, "4 topics", { size: 6, fill: c.faint, anchor: "end" });
    [
      ["Fractions", 0.92, c.green],
      ["Ratios", 0.74, c.teal],
      ["Algebra", 0.48, c.amber],
      ["Geometry", 0.3, c.brandMid],
    ].forEach(([t, v, col], i) => {
      const y = 86 + i * 21;
      s +=
        text(48, y, t, { size: 6.8, fill: c.text }) +
        text(178, y, `${Math.round(v * 100)}%`, {
          size: 6.5,
          weight: 700,
          fill: c.text,
          anchor: "end",
        });
      s +=
        rect(48, y + 4, 130, 4, c.lineSoft, { rx: 2 }) +
        rect(48, y + 4, 130 * v, 4, col, { rx: 2 });
    });
    // Tutor.
    s += rect(196, 56, 156, 118, c.canvas, { rx: 6, stroke: c.line });
    s +=
      circle(208, 69, 5.5, c.brand) +
      text(208, 71.3, "✦", { size: 6, fill: "#fff", anchor: "middle" });
    s += text(218, 71.5, "AI tutor", { size: 7.5, weight: 700, fill: c.ink });
    s += pill(306, 63, 38, 11, "Hindi", { fill: c.brandTint, color: c.brandDeep, size: 5.8 });
    s += rect(204, 80, 118, 28, c.surface, { rx: 6, stroke: c.line });
    s +=
      text(210, 91, "If 3 pens cost ₹45, what", { size: 6.3, fill: c.text }) +
      text(210, 101, "do 5 pens cost?", { size: 6.3, fill: c.text });
    s +=
      rect(262, 114, 82, 16, c.brand, { rx: 6 }) +
      text(268, 125, "₹15 each, so ₹75!", { size: 6.3, fill: "#fff", weight: 700 });
    s +=
      rect(204, 136, 92, 16, c.surface, { rx: 6, stroke: c.line }) +
      text(210, 147, "Exactly. Next one ➜", { size: 6.3, fill: c.text });
    s +=
      rect(204, 157, 140, 12, c.surface, { rx: 6, stroke: c.line }) +
      text(211, 165.5, "Ask anything…", { size: 5.8, fill: c.faint }) +
      circle(336, 163, 3.5, c.teal);
    // Streak.
    s += rect(38, 182, 314, 34, c.surface, { rx: 6, stroke: c.line });
    s +=
      text(48, 196, "7-day streak", { size: 7, weight: 700, fill: c.ink }) +
      text(48, 207, "Practice 12 min today", { size: 6, fill: c.muted });
    ["M", "T", "W", "T", "F", "S", "S"].forEach((d, i) => {
      const x = 186 + i * 23;
      s +=
        circle(x, 195, 6.5, i < 5 ? c.teal : c.lineSoft) +
        text(x, 197.4, i < 5 ? "✓" : "", {
          size: 6.5,
          fill: "#fff",
          weight: 700,
          anchor: "middle",
        });
      s += text(x, 211, d, { size: 5.5, fill: c.faint, anchor: "middle" });
    });
    return windowFrame("learn.kaveri.app", s);
  },

  // ---- Sutra Document AI: the review queue with extracted fields and confidence ---------------
  "sutra-document-ai": () => {
    let s = rect(0, 18, W, 22, c.night);
    s +=
      appMark(8, 23, "S", c.tealMid) +
      text(25, 32, "Sutra · Review queue", { size: 7.5, weight: 700, fill: "#fff" });
    s += pill(300, 23.5, 52, 11, "12 to review", { fill: c.amber, color: "#fff", size: 5.8 });
    // Queue.
    s += rect(0, 40, 96, H - 40, c.canvas) + line(96, 40, 96, H, c.line);
    const docs = [
      ["INV-2041", "Invoice", "98%", c.green, c.greenTint],
      ["CLM-7712", "Claim", "64%", c.amber, c.amberTint],
      ["CTR-118", "Contract", "91%", c.green, c.greenTint],
      ["INV-2043", "Invoice", "99%", c.green, c.greenTint],
      ["CLM-7720", "Claim", "82%", c.teal, c.tealTint],
    ];
    docs.forEach(([id, kind, conf, col, tint], i) => {
      const y = 46 + i * 34;
      const on = i === 1;
      if (on) s += rect(4, y - 2, 88, 30, c.surface, { rx: 4, stroke: c.brand, strokeWidth: 1.2 });
      s +=
        text(10, y + 10, id, { size: 6.8, weight: 700, fill: c.text }) +
        text(10, y + 20, kind, { size: 6, fill: c.muted });
      s += pill(62, y + 4, 24, 11, conf, { fill: tint, color: col, size: 5.8 });
    });
    // The document, with the extracted regions outlined.
    s += rect(104, 46, 112, 170, c.surface, { stroke: c.line, filter: "url(#lift)" });
    s += text(112, 60, "CLAIM FORM", { size: 6.5, weight: 700, fill: c.ink, letterSpacing: 0.5 });
    const bar = (x, y, w) => rect(x, y, w, 3, "#e5e8ef", { rx: 1.5 });
    for (let i = 0; i < 4; i++) s += bar(112, 68 + i * 7, [62, 84, 48, 70][i]);
    s += rect(109, 64.5, 78, 11, "none", { stroke: c.brand, strokeWidth: 1, rx: 2 });
    for (let i = 0; i < 5; i++) s += bar(112, 102 + i * 7, [90, 76, 92, 60, 84][i]);
    s += rect(109, 112, 60, 9, c.brand, {
      fillOpacity: 0.08,
      stroke: c.brand,
      strokeWidth: 1,
      rx: 2,
    });
    s += line(112, 150, 208, 150, c.line);
    s +=
      text(112, 162, "Total claimed", { size: 5.5, fill: c.muted }) +
      text(208, 162, "1,24,500", { size: 6.5, weight: 700, fill: c.text, anchor: "end" });
    s += rect(170, 154, 42, 12, c.amber, {
      fillOpacity: 0.12,
      stroke: c.amber,
      strokeWidth: 1.2,
      rx: 2,
    });
    for (let i = 0; i < 3; i++) s += bar(112, 178 + i * 7, [80, 64, 44][i]);
    s += path("M118 208c6-6 10 4 16-2s8 2 12 0", {
      fill: "none",
      stroke: c.brandDeep,
      strokeWidth: 1,
    });
    // Extracted fields.
    s += text(226, 54, "Extracted fields", { size: 8, weight: 700, fill: c.ink });
    const fields = [
      ["Claim no.", "CLM-7712", "99", c.green],
      ["Policy", "SG-48213", "97", c.green],
      ["Incident date", "14 Nov 2026", "95", c.green],
      ["Amount", "₹1,24,500", "64", c.amber],
    ];
    fields.forEach(([label, value, conf, col], i) => {
      const y = 62 + i * 30;
      const warn = col === c.amber;
      s += rect(224, y, 128, 26, warn ? c.amberTint : c.surface, {
        rx: 4,
        stroke: warn ? c.amber : c.line,
      });
      s +=
        text(230, y + 10, label, { size: 5.8, fill: c.muted }) +
        text(230, y + 20.5, value, { size: 7.5, weight: 700, fill: c.ink });
      s += text(346, y + 10, `${conf}%`, { size: 6, weight: 700, fill: col, anchor: "end" });
      s +=
        rect(318, y + 15, 28, 3, c.lineSoft, { rx: 1.5 }) +
        rect(318, y + 15, 28 * (Number(conf) / 100), 3, col, { rx: 1.5 });
    });
    s += text(226, 192, "Amount differs from line items", {
      size: 5.8,
      fill: c.amber,
      weight: 700,
    });
    s += pill(224, 199, 62, 16, "✓ Approve", { fill: c.brand, color: "#fff", size: 6.8 });
    s += pill(290, 199, 62, 16, "Correct", {
      fill: c.surface,
      color: c.text,
      size: 6.8,
      stroke: c.line,
    });
    return windowFrame(
      "sutra.kaveri.app/review",
      s,
      `<filter id="lift" x="-10%" y="-10%" width="120%" height="120%"><feDropShadow dx="0" dy="2" stdDeviation="3" flood-color="#0b1220" flood-opacity=".1"/></filter>`,
    );
  },

  // ---- Nadi Forecast: KPI tiles, the forecast with its band, the plain-language reason -------
  "nadi-forecast": () => {
    let s = rect(0, 18, 82, H - 18, c.canvas) + line(82, 18, 82, H, c.line);
    s +=
      appMark(8, 26, "N", c.teal) + text(24, 35, "Nadi", { size: 8.5, weight: 700, fill: c.ink });
    ["Overview", "Demand", "Scenarios", "Stores", "Connectors"].forEach((t, i) => {
      const y = 52 + i * 17;
      if (i === 1) s += rect(6, y - 9, 70, 14, c.brandTint, { rx: 4 });
      s += rect(12, y - 5, 6, 6, i === 1 ? c.brand : c.faint, {
        rx: 1.5,
        fillOpacity: i === 1 ? 1 : 0.5,
      });
      s += text(23, y, t, {
        size: 6.8,
        fill: i === 1 ? c.brandDeep : c.muted,
        weight: i === 1 ? 700 : 400,
      });
    });
    s += rect(6, 186, 70, 30, c.surface, { rx: 4, stroke: c.line });
    s +=
      text(12, 198, "Last sync", { size: 5.5, fill: c.muted }) +
      text(12, 209, "POS · 6 min ago", { size: 6, weight: 700, fill: c.text });
    s += text(92, 35, "Demand · All stores", { size: 10, weight: 700, fill: c.ink });
    s += pill(290, 25, 62, 13, "Next 12 weeks ▾", {
      fill: c.surface,
      color: c.text,
      size: 6.2,
      stroke: c.line,
    });
    const kpis = [
      ["Forecast accuracy", "94.2%", "▲ 3.1 pts", c.green],
      ["Stock-outs", "−34%", "vs last season", c.teal],
      ["Units, next 12 wks", "1.28M", "▲ 8% YoY", c.green],
    ];
    kpis.forEach(([label, value, note, col], i) => {
      const x = 92 + i * 88;
      s += rect(x, 44, 82, 44, c.surface, { rx: 6, stroke: c.line });
      s +=
        text(x + 8, 56, label, { size: 5.8, fill: c.muted }) +
        text(x + 8, 72, value, { size: 13, weight: 700, fill: c.ink }) +
        text(x + 8, 82, note, { size: 5.6, fill: col, weight: 700 });
    });
    // Chart.
    const cx0 = 100,
      cx1 = 352,
      cy0 = 98,
      cy1 = 176;
    s += rect(92, 94, 260, 98, c.surface);
    for (let i = 0; i < 4; i++) s += line(cx0, cy0 + i * 26, cx1, cy0 + i * 26, c.lineSoft);
    const rand = random(5);
    const hist = [],
      fut = [];
    for (let i = 0; i <= 14; i++)
      hist.push([cx0 + i * 10, 166 - i * 1.4 - Math.sin(i / 1.7) * 10 - rand() * 5]);
    const last = hist.at(-1);
    // The festive peak, then the January dip.
    const k = Math.min(1.4, (last[1] - cy0 - 12) / 19);
    [0, -7, -14, -19, -16, -8, 3, 12, 15, 11, 8, 10].forEach((dy, i) =>
      fut.push([last[0] + i * 10, last[1] + dy * k]),
    );
    const upper = fut.map(([x, y], i) => [x, y - 3 - i * 1.3]);
    const lower = fut.map(([x, y], i) => [x, y + 3 + i * 1.3]).reverse();
    s += path(
      `${smooth(upper)}L${n(lower[0][0])} ${n(lower[0][1])}${smooth(lower).replace(/^M[^C]+/, "")}Z`,
      { fill: c.tealMid, fillOpacity: 0.14 },
    );
    s += path(`${smooth(hist)}L${n(last[0])} ${cy1}H${cx0}Z`, { fill: "url(#area)" });
    s += path(smooth(hist), { fill: "none", stroke: c.brand, strokeWidth: 1.6 });
    s += path(smooth(fut), {
      fill: "none",
      stroke: c.teal,
      strokeWidth: 1.6,
      strokeDasharray: "4 2.5",
    });
    s +=
      line(last[0], cy0 - 2, last[0], cy1, c.faint, { strokeDasharray: "2 2" }) +
      text(last[0] - 3, cy1 - 4, "Today", { size: 5.5, fill: c.muted, anchor: "end" });
    const peak = fut[3];
    s += circle(peak[0], peak[1], 2.6, c.surface, { stroke: c.teal, strokeWidth: 1.4 });
    ["Sep", "Oct", "Nov", "Dec", "Jan"].forEach(
      (m, i) => (s += text(cx0 + i * 60, 188, m, { size: 5.6, fill: c.faint })),
    );
    // The reason, in words.
    s += rect(92, 196, 260, 20, c.brandTint, { rx: 5 });
    s += text(100, 209, "✦ Festive week lifts home décor demand +18%", {
      size: 6.8,
      fill: c.brandDeep,
      weight: 700,
    });
    return windowFrame(
      "forecast.kaveri.app",
      s,
      `<linearGradient id="area" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${c.brandMid}" stop-opacity=".18"/><stop offset="1" stop-color="${c.brandMid}" stop-opacity="0"/></linearGradient>`,
    );
  },

  // ---- Vani Voice: a live call with its code-mixed transcript, intent and sentiment ------------
  "vani-voice": () => {
    let s = rail(5, 2);
    // Queue.
    s += rect(26, 18, 88, H - 18, c.canvas) + line(114, 18, 114, H, c.line);
    s +=
      text(34, 33, "Live calls", { size: 7.5, weight: 700, fill: c.ink }) +
      pill(86, 25, 22, 11, "24", { fill: c.brand, color: "#fff", size: 6 });
    const calls = [
      ["Caller 4410", "HI + EN", "02:14"],
      ["Caller 9012", "KN", "00:48"],
      ["Caller 3357", "TA", "05:02"],
      ["Caller 7781", "TE", "01:30"],
      ["Caller 1260", "EN", "03:11"],
    ];
    calls.forEach(([who, lang, time], i) => {
      const y = 42 + i * 34;
      if (i === 0)
        s += rect(30, y, 80, 30, c.surface, { rx: 4, stroke: c.brand, strokeWidth: 1.2 });
      s +=
        text(36, y + 12, who, { size: 6.5, weight: 700, fill: c.text }) +
        text(104, y + 12, time, { size: 5.6, fill: c.faint, anchor: "end" });
      s += pill(36, y + 16, lang.length * 4.6 + 8, 9, lang, {
        fill: c.tealTint,
        color: c.teal,
        size: 5.2,
      });
    });
    // Active call.
    s +=
      text(124, 33, "Caller 4410", { size: 9, weight: 700, fill: c.ink }) +
      circle(180, 30, 2.5, c.red) +
      text(186, 32.5, "02:14", { size: 6.5, fill: c.muted });
    for (let i = 0; i < 40; i++) {
      const h = 2 + Math.abs(Math.sin(i * 0.9) * Math.cos(i * 0.37)) * 14;
      s += rect(124 + i * 3.1, 47 - h / 2, 1.8, h, i < 28 ? c.brand : c.brandSoft, { rx: 0.9 });
    }
    const bubble = (x, y, w, lines, fill, color, who) => {
      let b = text(x, y - 3, who, { size: 5.2, fill: c.faint });
      b += rect(x, y, w, 8 + lines.length * 9, fill, { rx: 6 });
      lines.forEach((l, i) => (b += text(x + 6, y + 11 + i * 9, l, { size: 6.5, fill: color })));
      return b;
    };
    s += bubble(
      124,
      68,
      116,
      ["Mera order kab aayega?", "It was due on Friday."],
      c.canvas,
      c.text,
      "Caller · Hindi + English",
    );
    s += bubble(
      136,
      110,
      104,
      ["Aapka order aaj 6 baje", "tak deliver hoga."],
      c.brand,
      "#fff",
      "Vani",
    );
    s += bubble(124, 152, 84, ["Theek hai, thanks!"], c.canvas, c.text, "Caller");
    s += rect(124, 186, 116, 28, c.surface, { rx: 5, stroke: c.line });
    s +=
      text(130, 197, "Suggested reply", { size: 5.5, fill: c.muted }) +
      text(130, 208, "Share the tracking link", { size: 6.5, weight: 700, fill: c.text });
    // Insights.
    s += rect(248, 24, 104, 192, c.canvas, { rx: 6 });
    s +=
      text(256, 38, "Intent", { size: 5.8, fill: c.muted }) +
      pill(256, 42, 62, 13, "Order status", { fill: c.brandTint, color: c.brandDeep, size: 6.3 });
    s += text(256, 70, "Sentiment", { size: 5.8, fill: c.muted });
    s +=
      rect(256, 75, 88, 5, "url(#mood)", { rx: 2.5 }) +
      path("M320 82.5l3 -4 3 4z", { fill: c.ink }) +
      text(256, 91, "Calmer than at start", { size: 5.8, fill: c.green, weight: 700 });
    s += text(256, 108, "Language", { size: 5.8, fill: c.muted });
    ["HI", "EN", "KN", "TA", "TE"].forEach(
      (l, i) =>
        (s += pill(256 + i * 17.5, 112, 15, 10, l, {
          fill: i < 2 ? c.teal : c.surface,
          color: i < 2 ? "#fff" : c.muted,
          size: 5,
          stroke: i < 2 ? undefined : c.line,
        })),
    );
    s +=
      text(256, 138, "Confidence", { size: 5.8, fill: c.muted }) +
      text(344, 138, "96%", { size: 6.5, weight: 700, fill: c.text, anchor: "end" });
    s += rect(256, 142, 88, 4, c.lineSoft, { rx: 2 }) + rect(256, 142, 84, 4, c.teal, { rx: 2 });
    s += pill(256, 190, 88, 16, "Hand off to agent", { fill: c.night, color: "#fff", size: 6.5 });
    return windowFrame(
      "vani.kaveri.app/console",
      s,
      `<linearGradient id="mood"><stop offset="0" stop-color="${c.red}"/><stop offset=".5" stop-color="#f59e0b"/><stop offset="1" stop-color="${c.green}"/></linearGradient>`,
    );
  },

  // ---- Drishti Inspect: camera tiles on the line, defects boxed, the shift's numbers ----------
  "drishti-inspect": () => {
    let s = rect(0, 18, W, 22, c.surface) + line(0, 40, W, 40, c.line);
    s +=
      appMark(8, 23, "D", c.brandDeep) +
      text(25, 32, "Line 3 · Bracket assembly", { size: 7.5, weight: 700, fill: c.ink });
    s +=
      circle(254, 29, 2.6, c.green) +
      text(260, 31.5, "Live · edge", { size: 6.3, fill: c.green, weight: 700 });
    s += pill(312, 23, 40, 12, "Shift B", {
      fill: c.canvas,
      color: c.text,
      size: 6,
      stroke: c.line,
    });
    const tile = (x, y, cam, defect) => {
      let t = rect(x, y, 110, 82, "#0f1630", { rx: 4 });
      t += rect(x, y + 58, 110, 24, "#131c3d", { rx: 0 });
      for (let k = 0; k < 3; k++) t += line(x, y + 62 + k * 7, x + 110, y + 62 + k * 7, "#1f2a52");
      // The part: a bracket plate with two holes.
      const px = x + 28,
        py = y + 20;
      t +=
        rect(px, py, 54, 34, "#5b6785", { rx: 4 }) +
        rect(px + 3, py + 3, 48, 28, "#6d7a99", { rx: 3 });
      t += circle(px + 13, py + 17, 5, "#0f1630") + circle(px + 41, py + 17, 5, "#0f1630");
      const col = defect ? "#f87171" : "#34d399";
      if (defect)
        t += path(`M${px + 22} ${py + 9}l10 14`, {
          stroke: "#cbd5e1",
          strokeWidth: 1.4,
          strokeLinecap: "round",
        });
      const bx = defect ? px + 17 : px - 4,
        by = defect ? py + 4 : py - 4,
        bw = defect ? 20 : 62,
        bh = defect ? 24 : 42;
      t += rect(bx, by, bw, bh, "none", { stroke: col, strokeWidth: 1.3, rx: 2 });
      t +=
        rect(bx, by - 10, defect ? 52 : 36, 9, col, { rx: 2 }) +
        text(bx + 3, by - 3.5, defect ? "Scratch 0.93" : "OK 0.99", {
          size: 5.6,
          weight: 700,
          fill: "#0b1220",
        });
      t += text(x + 6, y + 76, cam, { size: 5.6, fill: "#a9b1c7", weight: 700 });
      return t;
    };
    s +=
      tile(8, 48, "CAM 1", false) +
      tile(122, 48, "CAM 2", true) +
      tile(8, 134, "CAM 3", false) +
      tile(122, 134, "CAM 4", false);
    // Shift panel.
    s += rect(240, 48, 112, 168, c.canvas, { rx: 6 });
    s +=
      text(248, 62, "Parts inspected", { size: 5.8, fill: c.muted }) +
      text(248, 78, "1,240 / h", { size: 12, weight: 700, fill: c.ink });
    s +=
      text(248, 96, "Defect rate", { size: 5.8, fill: c.muted }) +
      text(248, 111, "0.8%", { size: 12, weight: 700, fill: c.ink }) +
      text(346, 111, "▼ 64%", { size: 6, weight: 700, fill: c.green, anchor: "end" });
    s += text(248, 130, "Defects by type", { size: 6.3, weight: 700, fill: c.text });
    [
      ["Scratch", 0.8],
      ["Burr", 0.5],
      ["Dent", 0.3],
      ["Hole offset", 0.15],
    ].forEach(([t, v], i) => {
      const y = 142 + i * 15;
      s +=
        text(248, y, t, { size: 5.8, fill: c.muted }) +
        rect(248, y + 3, 96, 4, c.line, { rx: 2 }) +
        rect(248, y + 3, 96 * v, 4, i === 0 ? c.red : c.brandMid, { rx: 2 });
    });
    s += pill(248, 200, 96, 12, "Reject bin · 3 today", {
      fill: c.redTint,
      color: c.red,
      size: 5.8,
    });
    return windowFrame("drishti.local/line-3", s);
  },

  // ---- Raksha Guard: the alert stream with risk scores and why each was raised ------------------
  "raksha-guard": () => {
    let s = rail(5, 1);
    s +=
      text(36, 34, "Alerts", { size: 10, weight: 700, fill: c.ink }) +
      pill(72, 26, 34, 11, "7 open", { fill: c.redTint, color: c.red, size: 5.8 });
    ["Payments", "Claims"].forEach(
      (t, i) =>
        (s += pill(206 + i * 48, 26, 44, 12, t, {
          fill: i === 0 ? c.night : c.surface,
          color: i === 0 ? "#fff" : c.text,
          size: 6,
          stroke: i === 0 ? undefined : c.line,
        })),
    );
    s += pill(304, 26, 48, 12, "Last 24 h ▾", {
      fill: c.surface,
      color: c.text,
      size: 6,
      stroke: c.line,
    });
    // Stream with one anomaly.
    s += rect(36, 44, 316, 46, c.canvas, { rx: 6 });
    s += text(44, 55, "Transactions per minute", { size: 5.8, fill: c.muted });
    const pts = [];
    const rand = random(11);
    for (let i = 0; i <= 60; i++)
      pts.push([44 + i * 5, 78 - Math.sin(i / 5) * 5 - rand() * 4 - (i === 41 ? 20 : 0)]);
    s += path(`M${pts.map(([x, y]) => `${n(x)} ${n(y)}`).join("L")}`, {
      fill: "none",
      stroke: c.brandMid,
      strokeWidth: 1.1,
      strokeLinejoin: "round",
    });
    s += circle(pts[41][0], pts[41][1], 3.2, c.red, { stroke: "#fff", strokeWidth: 1.2 });
    s +=
      rect(pts[41][0] + 6, pts[41][1] - 4, 40, 11, c.surface, { rx: 3, stroke: c.line }) +
      text(pts[41][0] + 10, pts[41][1] + 3.5, "Spike 02:41", {
        size: 5.5,
        weight: 700,
        fill: c.red,
      });
    // Table.
    s +=
      text(40, 104, "ALERT", { size: 5.3, weight: 700, fill: c.faint, letterSpacing: 0.5 }) +
      text(108, 104, "AMOUNT", { size: 5.3, weight: 700, fill: c.faint, letterSpacing: 0.5 }) +
      text(158, 104, "RISK", { size: 5.3, weight: 700, fill: c.faint, letterSpacing: 0.5 });
    const rows = [
      ["TXN 88213", "₹2,40,000", 92, c.red],
      ["CLM 1207", "₹86,500", 71, c.amber],
      ["TXN 88190", "₹12,900", 44, c.amber],
      ["TXN 88176", "₹4,150", 18, c.green],
    ];
    rows.forEach(([id, amt, risk, col], i) => {
      const y = 110 + i * 26;
      if (i === 0) s += rect(36, y, 170, 24, c.redTint, { rx: 4, fillOpacity: 0.7 });
      s +=
        text(42, y + 15, id, { size: 6.8, weight: 700, fill: c.text }) +
        text(108, y + 15, amt, { size: 6.5, fill: c.text });
      s +=
        rect(158, y + 10, 30, 5, c.lineSoft, { rx: 2.5 }) +
        rect(158, y + 10, 30 * (risk / 100), 5, col, { rx: 2.5 }) +
        text(202, y + 15, String(risk), { size: 6.5, weight: 700, fill: col, anchor: "end" });
      if (i < rows.length - 1) s += line(40, y + 25, 204, y + 25, c.lineSoft);
    });
    // Why.
    s += rect(214, 98, 138, 118, c.surface, { rx: 6, stroke: c.line, filter: "url(#lift)" });
    s += text(222, 112, "Why TXN 88213 was flagged", { size: 6.8, weight: 700, fill: c.ink });
    [
      ["New device, new city", 31],
      ["6× the usual amount", 27],
      ["Login at 02:38", 14],
      ["Payee added today", 11],
    ].forEach(([t, v], i) => {
      const y = 126 + i * 15;
      s +=
        text(222, y, t, { size: 5.8, fill: c.text }) +
        text(344, y, `+${v}`, { size: 5.8, weight: 700, fill: c.red, anchor: "end" });
      s +=
        rect(222, y + 3, 122, 3, c.lineSoft, { rx: 1.5 }) +
        rect(222, y + 3, v * 3.6, 3, c.red, { rx: 1.5, fillOpacity: 0.75 });
    });
    s +=
      pill(222, 192, 58, 15, "Open case", { fill: c.brand, color: "#fff", size: 6.5 }) +
      pill(284, 192, 60, 15, "Mark safe", {
        fill: c.surface,
        color: c.text,
        size: 6.5,
        stroke: c.line,
      });
    return windowFrame(
      "guard.kaveri.app/alerts",
      s,
      `<filter id="lift" x="-10%" y="-10%" width="120%" height="130%"><feDropShadow dx="0" dy="3" stdDeviation="4" flood-color="#0b1220" flood-opacity=".1"/></filter>`,
    );
  },

  // ---- Setu Agents: a run's trace, the approval it waits for, its budget -----------------------
  "setu-agents": () => {
    let s = rect(0, 18, W, 24, c.night);
    s +=
      appMark(8, 24, "S", c.brandMid) +
      text(25, 33, "Setu", { size: 8, weight: 700, fill: "#fff" }) +
      text(50, 33, "/ Refund agent / Run 4821", { size: 6.5, fill: "#a9b1c7" });
    s +=
      text(264, 30, "Budget", { size: 5.3, fill: "#a9b1c7" }) +
      text(352, 30, "₹310 / ₹1,000", { size: 5.5, fill: "#fff", anchor: "end", weight: 700 });
    s +=
      rect(264, 33, 88, 3.5, c.nightSoft, { rx: 1.75 }) +
      rect(264, 33, 27, 3.5, c.tealMid, { rx: 1.75 });
    // Trace.
    s +=
      text(12, 58, "Trace", { size: 8, weight: 700, fill: c.ink }) +
      text(160, 58, "5 steps", { size: 6, fill: c.faint, anchor: "end" });
    const steps = [
      ["Read ticket", "helpdesk.get", "0.8 s", "done"],
      ["Look up order", "crm.get_order", "1.2 s", "done"],
      ["Check refund policy", "policy.check", "0.4 s", "done"],
      ["Refund ₹12,400", "payments.refund", "waiting", "wait"],
      ["Reply to customer", "mail.send", "", "todo"],
    ];
    steps.forEach(([title, tool, time, state], i) => {
      const y = 70 + i * 30;
      const col = state === "done" ? c.green : state === "wait" ? c.amber : c.faint;
      if (i < steps.length - 1)
        s += line(20, y + 8, 20, y + 30, state === "done" ? c.green : c.line, { strokeWidth: 1.4 });
      if (state === "wait") s += rect(10, y - 4, 156, 26, c.amberTint, { rx: 5 });
      s += circle(20, y + 4, 5.5, state === "todo" ? c.surface : col, {
        stroke: col,
        strokeWidth: 1.3,
      });
      if (state === "done")
        s += path(`M17.4 ${y + 4.2}l1.8 1.8 3.4 -3.6`, {
          fill: "none",
          stroke: "#fff",
          strokeWidth: 1.3,
          strokeLinecap: "round",
        });
      if (state === "wait")
        s += rect(18.6, y + 1.6, 1, 5, "#fff") + rect(20.6, y + 1.6, 1, 5, "#fff");
      s += text(32, y + 4, title, {
        size: 7,
        weight: 700,
        fill: state === "todo" ? c.faint : c.text,
      });
      s += text(32, y + 14, tool, {
        size: 5.8,
        fill: c.muted,
        fontFamily: "Menlo, Consolas, monospace",
      });
      s += text(160, y + 4, time, {
        size: 5.8,
        fill: state === "wait" ? c.amber : c.faint,
        anchor: "end",
        weight: state === "wait" ? 700 : undefined,
      });
    });
    // Approval.
    s += rect(178, 50, 174, 122, c.surface, { rx: 7, stroke: c.line, filter: "url(#lift)" });
    s += pill(188, 60, 78, 12, "Needs approval", { fill: c.amberTint, color: c.amber, size: 6 });
    s += text(188, 88, "Refund ₹12,400 to order 5531?", { size: 8, weight: 700, fill: c.ink });
    s += rect(188, 96, 154, 38, c.night, { rx: 4 });
    const mono = { size: 5.8, fontFamily: "Menlo, Consolas, monospace" };
    s +=
      text(194, 107, "payments.refund({", { ...mono, fill: c.tealSoft }) +
      text(200, 117, "order: 5531, amount: 12400,", { ...mono, fill: "#e8ebf5" }) +
      text(200, 127, 'reason: "damaged" })', { ...mono, fill: "#e8ebf5" });
    s += text(188, 146, "Policy: up to ₹25,000 with approval", { size: 5.8, fill: c.muted });
    s +=
      pill(188, 152, 74, 15, "Approve", { fill: c.brand, color: "#fff", size: 6.8 }) +
      pill(268, 152, 74, 15, "Deny", { fill: c.surface, color: c.text, size: 6.8, stroke: c.line });
    s += rect(178, 180, 174, 36, c.canvas, { rx: 6 });
    s += text(186, 193, "Agents", { size: 6, weight: 700, fill: c.text });
    ["Refunds", "KYC", "IT desk", "Sales ops"].forEach(
      (a, i) =>
        (s += pill(186 + i * 41, 199, 38, 11, a, {
          fill: c.surface,
          color: c.text,
          size: 5.6,
          stroke: i === 0 ? c.brand : c.line,
        })),
    );
    return windowFrame(
      "setu.kaveri.app/runs/4821",
      s,
      `<filter id="lift" x="-10%" y="-10%" width="120%" height="130%"><feDropShadow dx="0" dy="3" stdDeviation="4" flood-color="#0b1220" flood-opacity=".1"/></filter>`,
    );
  },
};

for (const [name, draw] of Object.entries(screens))
  console.log(await writeSvg(`${out}${name}.svg`, draw()));
