import { expect, test } from "../support/fixtures";
import { builtLanguages } from "../support/routes";
import { mobileViewport } from "../support/viewports";
import { visit } from "../support/visit";

// Japanese lines break between phrases (bunsetsu) wherever text is set, not only in headlines
// (app.css: word-break: auto-phrase on :lang(ja)): no line holds a single stranded character
// ("ト", "す。") and no katakana word that fits on a line is cut in two ("アプ/ローチ"). Read from
// where Chromium put each character, in the full browser (the e2e-rendering project: how a
// system face sets Japanese is what decides the lines).

/** Pages whose words and cards cover the templates where single characters were stranded. */
const routes = [
  "/ja/",
  "/ja/services",
  "/ja/services/cloud",
  "/ja/about-us/our-story",
  "/ja/contact",
];
const widths = [320, 375, 768, 1280];

interface Broken {
  width: number;
  kind: "stranded" | "split";
  line: string;
  text: string;
}

test.describe("Japanese lines", () => {
  test.skip(!builtLanguages.includes("ja"), "no Japanese pages in this build");

  for (const route of routes) {
    test(`${route} strands no single character and splits no word, at ${widths.join(", ")} px`, async ({
      page,
    }) => {
      await page.setViewportSize(mobileViewport);
      await visit(page, route);
      const broken: Broken[] = [];
      for (const width of widths) {
        await page.setViewportSize({ width, height: 900 });
        broken.push(...(await page.evaluate(brokenLines, width)));
      }
      expect(broken).toEqual([]);
    });
  }
});

/**
 * The lines of every block of Japanese text on the page, read character by character from their
 * boxes, and the ones that break a phrase: a katakana word cut at a line's end although it fits
 * on one line, or a line of one character (with its closing marks) in a block of several lines,
 * unless it is the end of a katakana word too long for any line (that word must break somewhere).
 */
function brokenLines(width: number): Broken[] {
  type Line = { chars: string; boxes: DOMRect[] };
  const japanese = /[\u3040-\u30ff\u4e00-\u9fff]/;
  const katakana = /[\u30a1-\u30fa\u30fc]/;
  // A katakana word with the figures or Latin letters written onto it ("₹41クロール") is one
  // phrase: it breaks only where it is longer than its line.
  const wordEnd = /[\u30a1-\u30fa\u30fc\w₹$€%.,+]+$/;
  const wordStart = /^[\u30a1-\u30fa\u30fc\w₹$€%.,+]+/;
  const lone = /^[\u3040-\u30ff\u4e00-\u9fff][、。，．」』）!?！？]*$/;
  const blockOf = (node: Node) => {
    let el = node.parentElement!;
    while (el.parentElement && getComputedStyle(el).display.startsWith("inline"))
      el = el.parentElement;
    return el;
  };
  const blocks = new Map<Element, Text[]>();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node as Text;
    if (!japanese.test(text.data) || !text.parentElement?.checkVisibility()) continue;
    if (text.parentElement.closest("script, style, [aria-hidden='true'], .sr-only")) continue;
    const block = blockOf(text);
    blocks.set(block, [...(blocks.get(block) ?? []), text]);
  }
  const sum = (boxes: DOMRect[]) => boxes.reduce((total, box) => total + box.width, 0);
  const found: Broken[] = [];
  for (const [block, texts] of blocks) {
    // Each character with its box, in reading order; a line starts where a character sits lower
    // than the last by more than half its height.
    const lines: Line[] = [];
    let previous: DOMRect | undefined;
    for (const text of texts) {
      for (let i = 0; i < text.data.length; i += 1) {
        const range = document.createRange();
        range.setStart(text, i);
        range.setEnd(text, i + 1);
        const box = range.getClientRects()[0];
        if (!box || box.width === 0) continue;
        if (!previous || box.top > previous.top + previous.height / 2)
          lines.push({ chars: "", boxes: [] });
        const line = lines[lines.length - 1]!;
        line.chars += text.data[i];
        line.boxes.push(box);
        previous = box;
      }
    }
    const shown: Line[] = lines
      .map((l) => {
        const start = l.chars.length - l.chars.trimStart().length;
        const chars = l.chars.trim();
        return { chars, boxes: l.boxes.slice(start, start + chars.length) };
      })
      .filter((l) => l.chars);
    if (shown.length < 2) continue;
    const whole = shown.map((l) => l.chars).join("");
    // The width a line of this block may take: its content box.
    const style = getComputedStyle(block);
    const room =
      block.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) + 1;
    /** The katakana word across the break after `a`, if any, and whether it fits on a line. */
    const wordAcross = (a: Line, b: Line) => {
      if (!katakana.test(a.chars.at(-1)!) || !katakana.test(b.chars[0]!)) return undefined;
      const head = wordEnd.exec(a.chars)![0].length;
      const tail = wordStart.exec(b.chars)![0].length;
      return {
        word: `${a.chars.slice(-head)}/${b.chars.slice(0, tail)}`,
        fits: sum(a.boxes.slice(-head)) + sum(b.boxes.slice(0, tail)) <= room,
      };
    };
    shown.forEach((line, i) => {
      const next = shown[i + 1];
      const across = next && wordAcross(line, next);
      if (across?.fits) found.push({ width, kind: "split", line: across.word, text: whole });
      const before = i > 0 ? wordAcross(shown[i - 1]!, line) : undefined;
      if (lone.test(line.chars) && (!before || before.fits))
        found.push({ width, kind: "stranded", line: line.chars, text: whole });
    });
  }
  return found;
}
