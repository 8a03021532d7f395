// Social cards (Open Graph / Twitter, 1200×630 PNG): og/default.png for every page, and
// og/services/<slug>.png with the service's title over its own artwork, and og/news/<slug>.png
// with each news post's title.
import { createHash } from "node:crypto";
import { copyFile, mkdir, readFile, rename } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { loadContent } from "../content/load.ts";
import { site } from "../../app/site.ts";

const { services } = loadContent();

/** The background of a news post's card, by category (art/abstract-*.svg). */
const newsArt = { Company: "abstract-01", Product: "abstract-02", Milestone: "abstract-03", Brands: "abstract-04", Insights: "abstract-05", Clients: "abstract-06", Careers: "abstract-07" };

const WIDTH = 1200;
const HEIGHT = 630;
const artDir = fileURLToPath(new URL("../../art/", import.meta.url));
// Rendering a card takes about a second; unchanged cards are copied from this cache.
const cacheDir = fileURLToPath(new URL("../../node_modules/.cache/social-cards/", import.meta.url));
const font = "Liberation Sans, Arial, Helvetica, DejaVu Sans, sans-serif";

const escapeXml = (text) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Greedy word wrap to lines of at most `max` characters. */
function wrap(text, max) {
  const lines = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    if (line && `${line} ${word}`.length > max) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** The first `count` lines, the last one ending in an ellipsis when text was cut. */
function clip(lines, count) {
  if (lines.length <= count) return lines;
  return [...lines.slice(0, count - 1), `${lines[count - 1].replace(/[\s,.;:]+$/, "")}…`];
}

function textLines(lines, { x, y, size, lineHeight, weight, fill }) {
  return lines
    .map((line, i) => `<text x="${x}" y="${y + i * lineHeight}" font-family="${font}" font-size="${size}" font-weight="${weight}" fill="${fill}">${escapeXml(line)}</text>`)
    .join("");
}

/** The text layer: brand mark and name, eyebrow, title, one-line description. */
function overlay({ eyebrow, title, description }) {
  // Long titles (news headlines) get a smaller size rather than losing their last words.
  const fits = wrap(title, 26).length <= 3;
  const titleSize = fits ? { chars: 26, size: 64, lineHeight: 72 } : { chars: 33, size: 52, lineHeight: 60 };
  const titleLines = wrap(title, titleSize.chars).slice(0, 3);
  const titleTop = 300;
  const descriptionTop = titleTop + titleLines.length * titleSize.lineHeight + 24;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
<defs><linearGradient id="shade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#0b1020" stop-opacity="0.92"/><stop offset="0.75" stop-color="#0b1020" stop-opacity="0.55"/><stop offset="1" stop-color="#0b1020" stop-opacity="0.2"/></linearGradient>
<linearGradient id="mark" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#6366f1"/><stop offset="1" stop-color="#0d9488"/></linearGradient></defs>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#shade)"/>
<g transform="translate(80 80) scale(1.75)"><rect width="32" height="32" rx="9" fill="url(#mark)"/><path d="M9 23c3-1 4.5-3.5 5.5-7S17 9 23 9M14.5 16c2 .5 4.5 2 8.5 7" fill="none" stroke="#fff" stroke-width="2.6" stroke-linecap="round"/></g>
${textLines([site.name], { x: 152, y: 122, size: 34, lineHeight: 40, weight: 700, fill: "#ffffff" })}
${textLines([eyebrow.toUpperCase()], { x: 80, y: titleTop - 60, size: 24, lineHeight: 30, weight: 700, fill: "#a5b4fc" })}
${textLines(titleLines, { x: 80, y: titleTop, size: titleSize.size, lineHeight: titleSize.lineHeight, weight: 700, fill: "#ffffff" })}
${textLines(clip(wrap(description, 60), 2), { x: 80, y: descriptionTop, size: 28, lineHeight: 38, weight: 400, fill: "#d6dbeb" })}
</svg>`;
}

/** Renders one card: `text` over the artwork `artName`, written to `outFile` (cached). */
export async function card(artName, text, outFile) {
  const art = await readFile(join(artDir, `${artName}.svg`));
  const layer = overlay(text);
  const key = createHash("sha256").update(art).update(layer).digest("hex").slice(0, 16);
  const cached = join(cacheDir, `${key}.png`);
  try {
    await copyFile(cached, outFile);
    return;
  } catch {
    // not rendered yet
  }
  const background = await sharp(art).resize(WIDTH, HEIGHT, { fit: "cover" }).toBuffer();
  await mkdir(cacheDir, { recursive: true });
  const tmp = `${cached}.${process.pid}.tmp`;
  await sharp(background)
    .composite([{ input: Buffer.from(layer) }])
    .png({ compressionLevel: 9, palette: true, quality: 90 })
    .toFile(tmp);
  await rename(tmp, cached);
  await copyFile(cached, outFile);
}

export async function run(clientDir) {
  const ogDir = join(clientDir, "og");
  await mkdir(join(ogDir, "services"), { recursive: true });
  await card("home-hero", { eyebrow: `${site.contact.address.locality}, ${site.contact.address.country}`, title: site.tagline, description: site.blurb }, join(ogDir, "default.png"));
  for (const service of services) {
    await card(service.image, { eyebrow: "Services", title: service.title, description: service.description }, join(ogDir, "services", `${service.slug}.png`));
  }
  const posts = loadContent().news;
  await mkdir(join(ogDir, "news"), { recursive: true });
  for (const post of posts) {
    await card(newsArt[post.category] ?? "abstract-01", { eyebrow: `What's New · ${post.category}`, title: post.title, description: post.summary }, join(ogDir, "news", `${post.slug}.png`));
  }
  return `${services.length + posts.length + 1} cards`;
}
