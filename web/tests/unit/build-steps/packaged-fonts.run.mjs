// Run by packaged-fonts.test.ts in a process of its own, with FONTCONFIG_FILE naming an empty
// configuration (a machine with no fonts): runs the build's font-reading steps and prints what it
// saw as one line of JSON. A process of its own because fontconfig reads its configuration once
// per process, and so that the file reads it notes are the steps' only.
import fs from "node:fs";
import fsp from "node:fs/promises";
import { syncBuiltinESMExports } from "node:module";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const webDir = fileURLToPath(new URL("../../../", import.meta.url));
const givenConfig = process.env.FONTCONFIG_FILE;

// Every font file the steps open through Node (fontkit, subset-font's callers), and anything
// under the system's font folders.
const fontReads = new Set();
const note = (path) => {
  const file = path instanceof URL ? fileURLToPath(path) : typeof path === "string" ? path : null;
  if (file && (/\.(ttf|otf|ttc|woff2?)$/i.test(file) || /^\/(usr\/share\/fonts|etc\/fonts)\//.test(resolve(file))))
    fontReads.add(resolve(file));
};
for (const [target, names] of [
  [fs, ["readFileSync", "openSync", "readFile", "open", "createReadStream"]],
  [fsp, ["readFile", "open"]],
]) {
  for (const name of names) {
    const original = target[name];
    target[name] = function (path, ...rest) {
      note(path);
      return original.call(this, path, ...rest);
    };
  }
}
syncBuiltinESMExports(); // named imports of node:fs see the wrappers too

const { fontconfigFile, fontFile } = await import("../../../scripts/packaged-fonts.mjs");
const { fallbackMetrics, arabicFallbackMetrics, japaneseScript } = await import("../../../scripts/build-steps/fonts.mjs");
const { drawCard, overlay, canDraw } = await import("../../../scripts/build-steps/social-cards.mjs");
const { rasterise } = await import("../../../scripts/vite-responsive-images.mjs");
const { default: sharp } = await import("sharp");
const fontkit = await import("fontkit");

const result = { givenConfig, fontconfigFile, env: process.env.FONTCONFIG_FILE };
result.config = fs.readFileSync(fontconfigFile, "utf8");

// 1. The fallback faces' metrics: Latin over a small client build, Arabic over content/ar.
const clientDir = fs.mkdtempSync(join(tmpdir(), "metrics-"));
fs.writeFileSync(
  join(clientDir, "index.html"),
  "<!doctype html><html lang=en><body><main><h1>Digital transformation, delivered</h1><p>Cloud, data and AI for India’s enterprises: 500+ projects, 99.9% uptime — since 2009.</p></main></body></html>",
);
result.latin = await fallbackMetrics(clientDir);
result.arabic = await arabicFallbackMetrics();
fs.rmSync(clientDir, { recursive: true, force: true });

/** Pixels of two same-sized PNGs that differ clearly (the cards' palettes differ a little everywhere). */
async function differingPixels(a, b) {
  const [x, y] = await Promise.all([a, b].map((png) => sharp(png).ensureAlpha().raw().toBuffer()));
  let count = 0;
  for (let i = 0; i < x.length; i += 4)
    if (Math.max(Math.abs(x[i] - y[i]), Math.abs(x[i + 1] - y[i + 1]), Math.abs(x[i + 2] - y[i + 2])) > 64) count++;
  return { count, of: x.length / 4 };
}

// 2. A Japanese card, and the same card with its Japanese characters removed.
const text = {
  eyebrow: "サービス",
  title: "機械学習で需要予測を高精度に実現するクラウド基盤",
  description: "最初のスケッチから、止まらないシステムまで。",
};
const strip = (s) => [...s].filter((c) => !japaneseScript.test(c)).join("");
result.canDrawJa = canDraw("ja");
result.card = await differingPixels(
  await drawCard("home-hero", text, "ja"),
  await drawCard("home-hero", { eyebrow: strip(text.eyebrow), title: strip(text.title), description: strip(text.description) }, "ja"),
);

// 3. Are letters drawn with the packaged faces' glyphs (not empty boxes)? A letter drawn by
// librsvg in a stack the build uses, laid over its outline read from the packaged file, and over
// another letter's outline: あ in the cards' Japanese stack (Noto Sans JP Bold), g in the
// product screens' "Helvetica, Arial, sans-serif" (Arimo).
const size = 240;
const svg = (body) => `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300">${body}</svg>`;
const ink = async (source) => {
  const alpha = await sharp(Buffer.from(source)).ensureAlpha().extractChannel(3).raw().toBuffer();
  return alpha.map((v) => (v > 127 ? 1 : 0));
};
const overlap = (a, b) => {
  let both = 0;
  let either = 0;
  for (let i = 0; i < a.length; i++) {
    both += a[i] & b[i];
    either += a[i] | b[i];
  }
  return both / either;
};
async function glyphMatch(stack, weight, char, other, file) {
  const font = fontkit.openSync(file);
  const scale = size / font.unitsPerEm;
  const outline = (c) =>
    svg(`<path transform="translate(20 220) scale(${scale} ${-scale})" d="${font.glyphForCodePoint(c.codePointAt(0)).path.toSVG()}"/>`);
  const drawn = await ink(svg(`<text x="20" y="220" font-size="${size}" font-weight="${weight}" font-family="${stack}">${char}</text>`));
  return { stack, same: overlap(drawn, await ink(outline(char))), other: overlap(drawn, await ink(outline(other))) };
}
const jaStack = /font-family="([^"]+)"[^>]*>あ</.exec(overlay({ eyebrow: "", title: "あ", description: "" }, "ja"))?.[1];
result.kana = await glyphMatch(jaStack, 700, "あ", "い", fontFile("Noto Sans JP", 700));
result.latinGlyph = await glyphMatch("Helvetica, Arial, sans-serif", 400, "g", "x", fontFile("Arimo", 400));

// 4. A product screen's picture, and the same screen with its text removed.
const screen = fs.readFileSync(join(webDir, "public/images/products/nadi-forecast.svg"));
result.screen = await differingPixels(
  await rasterise(screen, true),
  await rasterise(Buffer.from(screen.toString("utf8").replace(/<text\b[\s\S]*?<\/text>/g, "")), true),
);

// 5. The font files this process has open (FreeType maps them): which faces fontconfig resolved.
result.mapped = fs.existsSync("/proc/self/maps")
  ? [...new Set(fs.readFileSync("/proc/self/maps", "utf8").split("\n").map((l) => l.split(/\s+/).slice(5).join(" ")).filter((f) => /\.(ttf|otf|ttc)$/i.test(f)))]
  : null;
result.fontReads = [...fontReads];
console.log(JSON.stringify(result));
