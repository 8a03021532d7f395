// Social cards (Open Graph / Twitter, 1200×630 PNG): og/default.png for every page, and
// og/services/<slug>.png with the service's title over its own artwork, and og/news/<slug>.png
// with each news post's title.
//
// Each other language has its cards under og/<code>/ (og/de/services/cloud.png), which its pages
// name (lib/seo.ts, socialCardIn). Only a card whose words differ from English's is drawn
// (about half a second each, then cached); an entry the language shows from English, or a card
// with a character no packaged face has (no tofu, see canDraw and uncovered), gets a copy of the
// English card, and the build says so.
//
// The words are drawn in the faces of npm packages only (../packaged-fonts.mjs, imported before
// sharp: it points fontconfig at them), never the machine's: a Japanese card is drawn in Japanese
// on any machine.
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { copyFile, mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { fontFile, fontsKey, uncovered } from "../packaged-fonts.mjs";
import sharp from "sharp";
import { loadContent } from "../content/load.ts";
import { languages } from "../languages.mjs";
import { site, siteIn, siteTexts } from "../../app/site.ts";

/**
 * The background of a news post's card: its own picture (art/news-<slug>.svg, drawn by
 * art/generators/news.mjs before the build), the one its page shows; by category if it has none.
 */
const newsArt = { Company: "abstract-01", Product: "abstract-02", Milestone: "abstract-03", Brands: "abstract-04", Insights: "abstract-05", Clients: "abstract-06", Careers: "abstract-07" };
const newsPictureOf = (post) =>
  existsSync(join(artDir, `news-${post.slug}.svg`)) ? `news-${post.slug}` : (newsArt[post.category] ?? "abstract-01");

const WIDTH = 1200;
const HEIGHT = 630;
const artDir = fileURLToPath(new URL("../../art/", import.meta.url));
// Rendering a card takes about a second; unchanged cards are copied from this cache.
const cacheDir = fileURLToPath(new URL("../../node_modules/.cache/social-cards/", import.meta.url));
const latinFont = "Liberation Sans, Arial, Helvetica, DejaVu Sans, sans-serif";
/**
 * The faces a card's words are drawn in, by script (librsvg draws through fontconfig). The names
 * are the stacks' usual ones; the packaged configuration draws Liberation Sans, Arial and
 * Helvetica in Arimo, Japanese in Noto Sans JP and Arabic in Noto Sans Arabic.
 */
const fonts = {
  ja: `Noto Sans CJK JP, Noto Sans JP, IPAGothic, ${latinFont}`,
  ar: `Noto Sans Arabic, Noto Naskh Arabic, DejaVu Sans, ${latinFont}`,
};
const fontOf = (code) => fonts[code] ?? latinFont;
const rtl = (code) => code === "ar";
/** Scripts written without spaces between words: wrapped by character. */
const unspaced = (code) => code === "ja" || code === "zh";

/** The packaged face of each language not written in Latin letters (packaged-fonts.mjs). */
const scriptFaces = { ja: "Noto Sans JP", ar: "Noto Sans Arabic" };

/**
 * Whether the build has a face for a language's script: Latin languages always (Arimo, DejaVu
 * Sans); another one when a packaged face is named for it. A language without one gets the
 * English cards (empty boxes are worse). Each drawn card's characters are checked besides
 * (`uncovered`, in renderCards).
 */
export function canDraw(code) {
  if (["en", "de", "fr", "es", "it", "nl", "pt"].includes(code)) return true;
  if (!scriptFaces[code]) return false;
  fontFile(scriptFaces[code]); // throws when the package is missing: npm install
  return true;
}

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

/** Characters a line must not start with (closing punctuation, small kana, the long-vowel mark). */
const noLineStart = /[、。，．・：；！？」』）)\]ー々ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮ]/;
/** Characters that close a phrase: kana particles and endings, punctuation. */
const phraseTail = /[\p{Script=Hiragana}、。，．・：；！？」』）)\]]/u;

/**
 * Japanese phrases (文節, roughly): a run of kanji, katakana or Latin letters with the hiragana
 * and punctuation that follow it. A line may break between phrases, never inside one, so
 * 機械学習 or クラウド stays whole; where the kana rule would split a word the language's word
 * boundaries (Intl.Segmenter) do not have (問い|合わせ), it does not. A phrase longer than a line
 * is cut by character.
 */
function phrases(text, code) {
  const wordStarts = new Set(
    [...new Intl.Segmenter(code, { granularity: "word" }).segment(text)].map((s) => s.index),
  );
  const out = [];
  let phrase = "";
  let prev = "";
  let index = 0;
  for (const char of text) {
    const starts =
      phrase !== "" &&
      wordStarts.has(index) &&
      phraseTail.test(prev) &&
      !phraseTail.test(char) &&
      !noLineStart.test(char);
    if (starts || /\s/.test(char)) {
      // A space between words ("Google Cloud") stays with the phrase before it: kept inside a
      // line, dropped at a line's end.
      if (phrase.trim()) out.push(/\s/.test(char) ? `${phrase.trim()} ` : phrase.trim());
      phrase = "";
    }
    if (!/\s/.test(char)) phrase += char;
    prev = char;
    index += char.length;
  }
  if (phrase.trim()) out.push(phrase.trim());
  return out;
}

/** Wrap text written without spaces at its phrases, to lines of at most `max` characters. */
function wrapChars(text, max, code) {
  const lines = [];
  let line = "";
  const push = () => {
    if (line.trim()) lines.push(line.trimEnd());
    line = "";
  };
  for (const phrase of phrases(text, code)) {
    const chars = [...phrase.trimEnd()];
    if ([...line].length + chars.length <= max) {
      line += phrase;
      continue;
    }
    push();
    if (chars.length <= max) {
      line = phrase;
      continue;
    }
    // A phrase longer than a line: by character, keeping closing marks off a line's start.
    for (const char of chars) {
      if ([...line].length >= max && !noLineStart.test(char)) push();
      line += char;
    }
    if (phrase.endsWith(" ")) line += " ";
  }
  push();
  return lines;
}

// A kana or kanji is a full em wide, a Latin letter about half one: a line of `max` Latin
// characters holds half as many Japanese ones (the description then stays clear of the artwork).
const wrapIn = (code) =>
  unspaced(code) ? (text, max) => wrapChars(text, Math.round(max * 0.5), code) : wrap;

/** The first `count` lines, the last one ending in an ellipsis when text was cut. */
function clip(lines, count) {
  if (lines.length <= count) return lines;
  return [...lines.slice(0, count - 1), `${lines[count - 1].replace(/[\s,.;:]+$/, "")}…`];
}

function textLines(lines, { x, y, size, lineHeight, weight, fill, code = "en" }) {
  // Right to left: each line starts at the card's right margin (x is the left margin), and its
  // punctuation falls where the language puts it (direction="rtl").
  const at = rtl(code) ? `x="${WIDTH - x}" direction="rtl" text-anchor="start"` : `x="${x}"`;
  return lines
    .map((line, i) => `<text ${at} y="${y + i * lineHeight}" font-family="${fontOf(code)}" font-size="${size}" font-weight="${weight}" fill="${fill}">${escapeXml(line)}</text>`)
    .join("");
}

/** The text layer: brand mark and name, eyebrow, title, one-line description (`code`: their language). */
export function overlay({ eyebrow, title, description }, code = "en") {
  const wrapText = wrapIn(code);
  // Long titles (news headlines) get a smaller size rather than losing their last words.
  const fits = wrapText(title, 26).length <= 3;
  const titleSize = fits ? { chars: 26, size: 64, lineHeight: 72 } : { chars: 33, size: 52, lineHeight: 60 };
  const titleLines = wrapText(title, titleSize.chars).slice(0, 3);
  const titleTop = 300;
  const descriptionTop = titleTop + titleLines.length * titleSize.lineHeight + 24;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
<defs><linearGradient id="shade" x1="${rtl(code) ? 1 : 0}" y1="0" x2="${rtl(code) ? 0 : 1}" y2="0"><stop offset="0" stop-color="#0b1020" stop-opacity="0.92"/><stop offset="0.75" stop-color="#0b1020" stop-opacity="0.55"/><stop offset="1" stop-color="#0b1020" stop-opacity="0.2"/></linearGradient>
<linearGradient id="mark" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#6366f1"/><stop offset="1" stop-color="#0d9488"/></linearGradient></defs>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#shade)"/>
<g transform="translate(80 80) scale(1.75)"><rect width="32" height="32" rx="9" fill="url(#mark)"/><path d="M9 23c3-1 4.5-3.5 5.5-7S17 9 23 9M14.5 16c2 .5 4.5 2 8.5 7" fill="none" stroke="#fff" stroke-width="2.6" stroke-linecap="round"/></g>
${textLines([site.name], { x: 152, y: 122, size: 34, lineHeight: 40, weight: 700, fill: "#ffffff" })}
${textLines([eyebrow.toUpperCase()], { x: 80, y: titleTop - 60, size: 24, lineHeight: 30, weight: 700, fill: "#a5b4fc", code })}
${textLines(titleLines, { x: 80, y: titleTop, size: titleSize.size, lineHeight: titleSize.lineHeight, weight: 700, fill: "#ffffff", code })}
${textLines(clip(wrapText(description, 60), 2), { x: 80, y: descriptionTop, size: 28, lineHeight: 38, weight: 400, fill: "#d6dbeb", code })}
</svg>`;
}

/** Each artwork drawn at the card's size once per build: every language's cards share it. */
const backgrounds = new Map();
const backgroundOf = (artName, art) => {
  if (!backgrounds.has(artName))
    backgrounds.set(artName, sharp(art).resize(WIDTH, HEIGHT, { fit: "cover" }).toBuffer());
  return backgrounds.get(artName);
};

/** Draws one card: `text` (in language `code`) over the artwork `artName`, as PNG bytes (no cache). */
export async function drawCard(artName, text, code = "en") {
  const art = await readFile(join(artDir, `${artName}.svg`));
  return sharp(await backgroundOf(artName, art))
    .composite([{ input: Buffer.from(overlay(text, code)) }])
    .png({ compressionLevel: 9, palette: true, quality: 90 })
    .toBuffer();
}

/** Renders one card: `text` (in language `code`) over the artwork `artName`, written to `outFile` (cached). */
export async function card(artName, text, outFile, code = "en") {
  const art = await readFile(join(artDir, `${artName}.svg`));
  const layer = overlay(text, code);
  // The faces draw the words: a new face (fontsKey) draws the card anew.
  const key = createHash("sha256").update(fontsKey).update(art).update(layer).digest("hex").slice(0, 16);
  const cached = join(cacheDir, `${key}.png`);
  try {
    await copyFile(cached, outFile);
    return;
  } catch {
    // not rendered yet
  }
  await mkdir(cacheDir, { recursive: true });
  const tmp = `${cached}.${process.pid}.tmp`;
  await writeFile(tmp, await drawCard(artName, text, code));
  await rename(tmp, cached);
  await copyFile(cached, outFile);
}

/** A language's words for the cards' eyebrows: its search kinds (page-types.yaml) and news categories (ui.yaml). */
function eyebrowsIn(content) {
  const kind = (route, fallback) => content["page-types"]?.types?.find((t) => t.route === route)?.label ?? fallback;
  return {
    services: kind("/services/:slug", "Services"),
    news: kind("/whats-new/:slug", "What's New"),
    caseStudy: kind("/resources/case-studies/:slug", "Case study"),
    category: (category) => content.ui?.valueLabels?.newsCategory?.[category] ?? category,
  };
}

/**
 * The cards of one language, by their path under og/: the artwork, the words and whether the
 * entry is the language's own (an entry shown from English is not). English keeps its wording.
 */
export function cardsIn(code, content = loadContent(code)) {
  const english = code === "en";
  const facts = english ? site : siteIn(siteTexts[code]);
  const words = eyebrowsIn(content);
  const cards = [
    {
      file: "default.png",
      art: "home-hero",
      own: true,
      // Another language writes the place in its own words and order (site-texts: contact.place),
      // so no Latin city name sits in an Arabic line for the bidirectional algorithm to reorder.
      text: { eyebrow: english ? `${facts.contact.address.locality}, ${facts.contact.address.country}` : siteTexts[code].contact.place, title: facts.tagline, description: facts.blurb },
    },
  ];
  for (const service of content.services)
    cards.push({
      file: `services/${service.slug}.png`,
      art: service.image,
      own: !service.untranslated,
      text: { eyebrow: english ? "Services" : words.services, title: service.title, description: service.description },
    });
  for (const post of content.news)
    cards.push({
      file: `news/${post.slug}.png`,
      art: newsPictureOf(post),
      own: !post.untranslated,
      text: { eyebrow: english ? `What's New · ${post.category}` : `${words.news} · ${words.category(post.category)}`, title: post.title, description: post.summary },
    });
  return cards;
}

const sameText = (a, b) => a.eyebrow === b.eyebrow && a.title === b.title && a.description === b.description;

/**
 * Draws English's cards at og/<file> and each other language's at og/<code>/<file>: drawn where
 * the words differ and the script can be drawn, else a copy of the English card.
 */
export async function renderCards(clientDir, cardsOf) {
  const ogDir = join(clientDir, "og");
  const englishCards = cardsOf("en");
  for (const c of englishCards) {
    await mkdir(dirname(join(ogDir, c.file)), { recursive: true });
    await card(c.art, c.text, join(ogDir, c.file));
  }
  const byFile = new Map(englishCards.map((c) => [c.file, c]));
  const report = [`en ${englishCards.length}`];
  for (const { code } of languages) {
    if (code === "en") continue;
    const drawn = [];
    let copied = 0;
    const boxes = new Set();
    for (const c of cardsOf(code)) {
      const out = join(ogDir, code, c.file);
      await mkdir(dirname(out), { recursive: true });
      const en = byFile.get(c.file);
      const missing = canDraw(code) ? await uncovered(Object.values(c.text).join(" ")) : [];
      for (const char of missing) boxes.add(char);
      if (en && (!c.own || !canDraw(code) || missing.length > 0 || sameText(c.text, en.text))) {
        await copyFile(join(ogDir, c.file), out);
        copied++;
      } else {
        await card(c.art, c.text, out, code);
        drawn.push(c.file);
      }
    }
    const why = !canDraw(code)
      ? ` (no packaged ${code} face: English cards)`
      : boxes.size
        ? ` (no packaged face has ${[...boxes].map((c) => `U+${c.codePointAt(0).toString(16).toUpperCase()}`).join(" ")}: English cards where they occur)`
        : "";
    report.push(`${code} ${drawn.length} drawn, ${copied} English${why}`);
  }
  return report.join("; ");
}

export async function run(clientDir) {
  return renderCards(clientDir, (code) => cardsIn(code));
}
