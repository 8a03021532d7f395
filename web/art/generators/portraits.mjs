// Writes an illustrated portrait of each leader (flat vector bust on a soft field with the flow-line
// motif; 320 × 240) into public/images/leaders/. One style for all: the same head, neck and shoulder
// construction, varied by skin tone, hair, glasses, beard and clothing. Deterministic.
//   node art/generators/portraits.mjs
// The leaders name their file in content/en/leaders/<slug>.md (`portrait`).
import { fileURLToPath } from "node:url";
import { c, circle, n, path, rect, writeSvg } from "./svg.mjs";

const out = fileURLToPath(new URL("../../public/images/leaders/", import.meta.url));
const W = 320;
const H = 240;
const CX = 160;

/** Background fields: soft tints of the brand, accent and a neutral, then their night versions
 * (used when the page is dark: an SVG image follows the page's color-scheme). */
const fields = {
  indigo: { light: ["#e8ebfb", "#d9def8", c.brandMid], dark: ["#222a5c", "#171c40", "#a5b4fc"] },
  teal: { light: ["#e3f6f3", "#cdeee8", c.teal], dark: ["#103a40", "#0c2530", "#5eead4"] },
  slate: { light: ["#eceef4", "#dde1ea", c.brandDeep], dark: ["#252b40", "#181c2c", "#c7d2fe"] },
};

/** Mixes a hex colour towards black (amount < 0) or white (amount > 0). */
function shade(hex, amount) {
  const v = hex.match(/\w\w/g).map((h) => parseInt(h, 16));
  const target = amount < 0 ? 0 : 255;
  const a = Math.abs(amount);
  return `#${v
    .map((x) =>
      Math.round(x + (target - x) * a)
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

/** The motif: four currents from the left that gather at a node behind the shoulder. */
function flowLines(accent) {
  let s = "";
  for (let i = 0; i < 4; i++) {
    const y0 = 40 + i * 16;
    s += path(
      `M-4 ${y0}C70 ${y0 + 8} 96 ${150 + i * 6} 150 ${170 + i * 2}S250 ${196 - i * 3} 286 ${170 - i * 4}`,
      { strokeOpacity: 0.28 - i * 0.04 },
    );
  }
  return (
    `<g class="flow" fill="none" stroke="${accent}" stroke-width="1.2">${s}</g>` +
    circle(286, 158, 4, accent, { class: "node", fillOpacity: 0.55 })
  );
}

const hairShapes = {
  /** Close-cropped, with a neat side parting. */
  short: (h) =>
    path(
      "M128 114C122 80 142 64 163 65C186 66 200 82 193 114C191 100 188 92 181 87C168 92 150 91 136 91C131 97 129 105 128 114Z",
      { fill: h },
    ),
  /** Short and wavy on top. */
  wavy: (h) =>
    path(
      "M127 112C120 84 134 66 150 64C156 59 168 59 174 63C190 66 200 82 194 112C192 99 189 92 183 88C178 93 171 90 166 93C160 89 152 93 146 90C140 94 134 92 132 96C129 101 128 106 127 112Z",
      { fill: h },
    ),
  /** Receding at the temples, swept to one side. */
  swept: (h) =>
    path(
      "M129 108C124 80 140 66 160 66C182 66 197 80 192 108C190 96 186 88 180 84C170 88 158 82 146 86C139 88 133 96 129 108Z",
      { fill: h },
    ),
  /** Pulled back into a low bun, a centre parting. */
  bun: (h) =>
    circle(168, 60, 13, h) +
    path(
      "M127 118C121 82 140 64 161 64C182 64 200 82 193 118C190 102 184 90 174 84C168 80 163 78 160 80C156 78 150 80 144 84C135 90 130 102 127 118Z",
      { fill: h },
    ),
  /** Shoulder length, framing the face; drawn behind the head (back) and over it (front). */
  long: (h) =>
    path(
      "M160 62C188 62 202 82 201 112C201 140 212 166 206 182C196 186 186 184 182 178L178 132C187 118 188 98 176 86C164 94 146 96 136 94C132 104 132 120 142 132L138 178C134 184 124 186 114 182C108 166 119 140 119 112C118 82 132 62 160 62Z",
      { fill: h },
    ),
  /** Long, gathered into a braid over one shoulder. */
  braid: (h) =>
    path(
      "M127 120C120 82 140 62 162 62C186 62 202 82 194 122C192 104 186 92 176 86C166 82 160 84 156 82C150 86 140 90 134 98C130 104 128 112 127 120Z",
      { fill: h },
    ),
};

/** The braid, drawn after the clothes and before the head. */
const plait = (h) =>
  path("M190 124C204 146 204 176 198 212", {
    fill: "none",
    stroke: h,
    strokeWidth: 15,
    strokeLinecap: "round",
  }) +
  [0, 1, 2, 3, 4, 5]
    .map((i) =>
      path(`M${n(190 + i * 1.6)} ${n(138 + i * 13)}q7 4 12 -2`, {
        fill: "none",
        stroke: shade(h, 0.22),
        strokeWidth: 1.3,
        strokeLinecap: "round",
      }),
    )
    .join("") +
  circle(198, 216, 4, "#c2410c");

function portrait({
  skin,
  hair,
  style,
  clothes,
  shirt,
  field,
  glasses,
  beard,
  earrings,
  bindi,
  tie,
}) {
  const [bg0, bg1, accent] = fields[field].light;
  const [dark0, dark1, darkAccent] = fields[field].dark;
  const skinShadow = shade(skin, -0.16);
  const ink = "#1d1a22";
  const dark = `@media (prefers-color-scheme:dark){.s0{stop-color:${dark0}}.s1{stop-color:${dark1}}.flow{stroke:${darkAccent}}.node{fill:${darkAccent}}}`;
  let s = `<style>${dark}</style><defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop class="s0" offset="0" stop-color="${bg0}"/><stop class="s1" offset="1" stop-color="${bg1}"/></linearGradient></defs>`;
  s += rect(0, 0, W, H, "url(#bg)") + flowLines(accent);
  // The figure, drawn at 1× and enlarged about the bottom centre to fill the frame.
  s += '<g transform="translate(-35.2 -52.8) scale(1.22)">';
  // Hair that falls behind the head and shoulders.
  if (style === "long") s += hairShapes.long(hair);
  // Shoulders, shirt, lapels.
  s += path("M56 240C58 204 92 184 134 177H186C228 184 262 204 264 240Z", { fill: clothes });
  s += path("M138 177L160 214L182 177Z", { fill: shirt });
  s += path("M143 138V176C150 184 170 184 177 176V138Z", { fill: skinShadow });
  s += path("M146 176L160 196L174 176C168 180 152 180 146 176Z", { fill: skin });
  if (tie)
    s +=
      path("M157 190H163L166 226L160 234L154 226Z", { fill: tie }) +
      path("M156 184H164L163 191H157Z", { fill: tie });
  s +=
    path("M134 177L152 236L160 212L140 175Z", { fill: shade(clothes, -0.22) }) +
    path("M186 177L168 236L160 212L180 175Z", { fill: shade(clothes, -0.22) });
  // A braid falls over the shoulder, from behind the ear.
  if (style === "braid") s += plait(hair);
  // Ears and head.
  s += `<ellipse cx="129" cy="114" rx="5.5" ry="8.5" fill="${skinShadow}"/><ellipse cx="191" cy="114" rx="5.5" ry="8.5" fill="${skinShadow}"/>`;
  s += `<ellipse cx="${CX}" cy="110" rx="31" ry="38.5" fill="${skin}"/>`;
  if (earrings) s += circle(128.5, 125, 2.2, "#d4a72c") + circle(191.5, 125, 2.2, "#d4a72c");
  if (beard) {
    s += path(
      "M130 114C130 140 145 156 160 156C175 156 190 140 190 114C187 128 181 136 173 138C167 134 153 134 147 138C139 136 133 128 130 114Z",
      { fill: hair },
    );
    s += path("M149 130C154 127 166 127 171 130C166 132 154 132 149 130Z", { fill: hair });
  }
  // Hair on top.
  if (style !== "long") s += hairShapes[style](hair);
  else
    s += path("M160 66C176 66 186 76 182 88C170 96 150 98 136 96C134 80 146 66 160 66Z", {
      fill: hair,
    });
  // Face.
  s += path("M141 102.5Q147.5 99 154 102", {
    fill: "none",
    stroke: shade(hair, 0.05),
    strokeWidth: 2.2,
    strokeLinecap: "round",
  });
  s += path("M166 102Q172.5 99 179 102.5", {
    fill: "none",
    stroke: shade(hair, 0.05),
    strokeWidth: 2.2,
    strokeLinecap: "round",
  });
  s += `<ellipse cx="148" cy="112" rx="2.4" ry="2.8" fill="${ink}"/><ellipse cx="172" cy="112" rx="2.4" ry="2.8" fill="${ink}"/>`;
  s += path("M160 113Q157 123 159.5 125.5Q161.5 126.5 163.5 125", {
    fill: "none",
    stroke: shade(skin, -0.3),
    strokeWidth: 1.5,
    strokeLinecap: "round",
  });
  s += path("M151.5 133Q160 139.5 168.5 133", {
    fill: "none",
    stroke: beard ? shade(skin, 0.25) : "#8a3f3a",
    strokeWidth: 2,
    strokeLinecap: "round",
  });
  s +=
    circle(143, 124, 4.5, "#e06c6c", { fillOpacity: 0.12 }) +
    circle(177, 124, 4.5, "#e06c6c", { fillOpacity: 0.12 });
  if (bindi) s += circle(160, 100, 1.8, "#9f1d3a");
  if (glasses) {
    const frame = { fill: "#ffffff", fillOpacity: 0.18, stroke: glasses, strokeWidth: 1.8 };
    s +=
      rect(138, 105, 19, 14, frame.fill, { rx: glasses === c.ink ? 3 : 7, ...frame }) +
      rect(163, 105, 19, 14, frame.fill, { rx: glasses === c.ink ? 3 : 7, ...frame });
    s += path("M157 110.5Q160 108.5 163 110.5M138 110L131 108M182 110L189 108", {
      fill: "none",
      stroke: glasses,
      strokeWidth: 1.6,
    });
  }
  s += "</g>";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${s}</svg>`;
}

/** Each leader, by the slug of their file in content/en/leaders/. */
const leaders = {
  "priya-nataraj": {
    skin: "#b97a55",
    hair: "#1f1a1c",
    style: "bun",
    clothes: "#2f3a8f",
    shirt: "#f4f1ec",
    field: "indigo",
    earrings: true,
  },
  "karthik-subramanian": {
    skin: "#7f5136",
    hair: "#18151a",
    style: "short",
    clothes: "#334155",
    shirt: "#dbe4f0",
    field: "slate",
    glasses: c.ink,
    beard: true,
  },
  "fatima-sheikh": {
    skin: "#d6a07a",
    hair: "#3a2620",
    style: "long",
    clothes: "#0f766e",
    shirt: "#f1f5f9",
    field: "teal",
    glasses: "#7c4a2d",
  },
  "rohan-d-souza": {
    skin: "#a8704c",
    hair: "#2b211c",
    style: "wavy",
    clothes: "#46598f",
    shirt: "#eef2f8",
    field: "slate",
    beard: true,
  },
  "lakshmi-venkatesh": {
    skin: "#9c6442",
    hair: "#1b1618",
    style: "braid",
    clothes: "#6d2f5f",
    shirt: "#f3d9a4",
    field: "teal",
    earrings: true,
    bindi: true,
  },
  "james-o-connell": {
    skin: "#f0c8aa",
    hair: "#9a8a80",
    style: "swept",
    clothes: "#2b303c",
    shirt: "#f8fafc",
    field: "indigo",
    tie: c.teal,
  },
};

for (const [name, spec] of Object.entries(leaders))
  console.log(await writeSvg(`${out}${name}.svg`, portrait(spec)));
