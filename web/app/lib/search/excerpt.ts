// Excerpts of search results: built here from the page's indexed text and the positions of the
// matched words (Pagefind's own excerpt starts anywhere, often inside the page's opening), and
// carried as HTML-escaped text with <mark> around matched words. These also turn one into plain
// text, or into runs to render with highlights, without innerHTML.

export interface ExcerptRun {
  text: string;
  highlighted: boolean;
}

const entities: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  "#39": "'",
  "#x27": "'",
  apos: "'",
  nbsp: " ",
};

function decode(text: string): string {
  return text.replace(/&(#?\w+);/g, (whole, name: string) => entities[name] ?? whole);
}

function escape(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

export function excerptRuns(excerpt: string): ExcerptRun[] {
  const runs: ExcerptRun[] = [];
  excerpt.split(/(<mark>[\s\S]*?<\/mark>)/).forEach((part) => {
    const highlighted = part.startsWith("<mark>");
    const text = decode((highlighted ? part.slice(6, -7) : part).replace(/<[^>]*>/g, ""));
    if (text) runs.push({ text, highlighted });
  });
  return runs;
}

export function excerptText(excerpt: string): string {
  return excerptRuns(excerpt)
    .map((r) => r.text)
    .join("")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * Pagefind's words, so that its match positions index this list. In a language written without
 * spaces (Japanese, Chinese, Thai) its indexer segments the text into words and ends each with a
 * zero-width space (a word that ended a run of text also keeps its space); elsewhere words are
 * what whitespace separates.
 */
const segmentEnd = "\u200B";
const wordSeparators = /[^\S\uFEFF]+/;

export interface PageWords {
  words: string[];
  /** Whether the text came segmented (zero-width spaces), so its words join without a space. */
  segmented: boolean;
}

export function pageWords(content: string): PageWords {
  return content.includes(segmentEnd)
    ? { words: content.split(segmentEnd), segmented: true }
    : { words: content.split(wordSeparators), segmented: false };
}

/** A word that ends a sentence or a block (Pagefind ends each block with a full stop). */
const sentenceEnd = /[.!?\u3002\uFF01\uFF1F\u061F]["'\u201D\u2019)\]\u300D\u300F\uFF09]*\s*$/;
/** Punctuation around a word, which a highlight leaves out: "Cloud," marks "Cloud". */
const wordCore = /^([^\p{L}\p{N}]*)([\s\S]*?)([^\p{L}\p{N}]*)$/u;
/** Characters of a script written without spaces between words, and its punctuation. */
const unspaced =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\u3000-\u303F\uFF01-\uFF60\u30FC\u30FB]/u;

/** The punctuation of an unspaced script, which a space never follows. */
const fullWidth = /[\u3000-\u303F\uFF01-\uFF0F\uFF1A-\uFF20\uFF3B-\uFF40\uFF5B-\uFF65]/;
/** A word of closing punctuation alone ("”", "」"), which ends a sentence its predecessor ended. */
const closing = /^["'\u201D\u2019)\]\u300D\u300F\uFF09]+\s*$/;

const bare = (word: string) => word.replace(/[^\p{L}\p{N}]+/gu, "").toLowerCase();

/**
 * Where the page's title is among its first words: [start, end) of the words, with the
 * punctuation after it, { 0, 0 } when it is not there. The words up to its end (the eyebrow and
 * the <h1>) are the page's opening. The title is compared letter by letter, not word by word, as
 * a segmented language splits a title ("旅行・物流") into words its spelling does not show.
 */
export function titleSpan(words: readonly string[], title: string): { start: number; end: number } {
  const want = bare(title);
  if (want) {
    const opening = words.slice(0, 60).map(bare);
    for (let from = 0; from < opening.length; from++) {
      if (!opening[from] || !want.startsWith(opening[from]!)) continue;
      let have = "";
      for (let to = from; to < opening.length && have.length < want.length; to++) {
        have += opening[to];
        if (have !== want) continue;
        // With the punctuation that closes it (the full stop Pagefind puts after a heading).
        let end = to + 1;
        while (end < opening.length && opening[end] === "") end++;
        return { start: from, end };
      }
    }
  }
  return { start: 0, end: 0 };
}

export interface ExcerptSource {
  /** The page's indexed text. */
  content: string;
  /** The positions of the matched words, as indexes into the text's words. */
  locations: readonly number[];
  /** The page's title, which the excerpt skips. */
  title: string;
}

/**
 * The words from `start` to `end` as the language sets them. Segmented text joins its words as
 * they were written, without the Latin space the indexer keeps at the end of a block between two
 * characters of an unspaced script, and with the language's full stop ("。") where the indexer
 * closed a block with a Latin one.
 */
function wordsText(
  words: readonly string[],
  segmented: boolean,
  start: number,
  end: number,
  marked: ReadonlySet<number>,
): string {
  if (!segmented) {
    return words
      .slice(start, end)
      .map((word, i) => markWord(word, marked.has(start + i)))
      .join(" ")
      .trim();
  }
  let text = "";
  for (let i = start; i < end; i++) {
    let word = words[i] ?? "";
    const previous = (words[i - 1] ?? "").trimEnd();
    const next = words[i + 1] ?? "";
    const last = word.trimEnd().slice(-1);
    if (word.trim() === "." && (unspaced.test(previous.slice(-1)) || unspaced.test(next[0] ?? "")))
      word = "\u3002";
    // No Latin space after the script's own punctuation ("。", "、") or between two of its words.
    else if (
      /\s$/.test(word) &&
      (fullWidth.test(last) || (unspaced.test(last) && unspaced.test(next[0] ?? "")))
    )
      word = word.trimEnd();
    text += markWord(i === end - 1 ? word.trimEnd() : word, marked.has(i));
  }
  // Marks of neighbouring words read as one: "<mark>データ</mark><mark>分析</mark>".
  return text.replace(/<\/mark><mark>/g, "").trim();
}

function markWord(word: string, marked: boolean): string {
  if (!marked) return escape(word);
  const [, before = "", core = "", after = ""] = wordCore.exec(word) ?? [];
  return core ? `${escape(before)}<mark>${escape(core)}</mark>${escape(after)}` : escape(word);
}

/**
 * An excerpt of about `length` words (twice as many in a segmented language, whose words are
 * short) from the page's own text around its best matches, starting where a sentence starts when
 * one starts close enough before them and ending where one ends, with the matched words (not
 * their punctuation) in <mark>. The excerpt shows a match whenever the page's text after its
 * title holds one (the earliest when the title matches too, as the lead says best what the page
 * is); when only the title matches, the excerpt is the page's lead.
 */
export function buildExcerpt(
  { content, locations, title }: ExcerptSource,
  wordsLong = 30,
  /** 1, 2…: the next best place instead (when the best one repeats another result's excerpt). */
  variant = 0,
): string {
  const { words, segmented } = pageWords(content);
  const length = segmented ? wordsLong * 2 : wordsLong;
  const ends = (at: number): boolean =>
    sentenceEnd.test(words[at] ?? "") || (closing.test(words[at] ?? "") && at > 0 && ends(at - 1));
  const { start: titleStart, end: opening } = titleSpan(words, title);
  const inBody = [...locations].filter((l) => l >= opening).sort((a, b) => a - b);
  const titleMatched = opening > 0 && locations.some((l) => l >= titleStart && l < opening);
  // Where excerpts can start, best first: the windows of `length` words with the most matches,
  // apart from each other (the earliest first when the title matches), then the lead.
  const matchesFrom = (at: number) => inBody.filter((l) => l >= at && l < at + length).length;
  const candidates: number[] = [];
  const ranked = titleMatched
    ? inBody
    : [...inBody].sort((a, b) => matchesFrom(b) - matchesFrom(a) || a - b);
  for (const at of ranked) {
    if (candidates.every((c) => Math.abs(c - at) >= length)) candidates.push(at);
  }
  if (!candidates.includes(opening)) candidates.push(opening);
  const match = candidates[Math.min(variant, candidates.length - 1)]!;
  // Back to the start of the match's sentence, but not so far that the match falls out of view.
  let start = match;
  const earliest = Math.max(opening, match - Math.floor(length / 2));
  while (start > earliest && !ends(start - 1)) start--;
  const cut = start > opening && !ends(start - 1);
  let end = Math.min(words.length, start + length);
  // End with the match's sentence once the excerpt has some substance, else with the last
  // sentence that ends near the window's end.
  const firstEnd = words
    .slice(match, end)
    .findIndex((_, i) => match + i - start + 1 >= length / 2 && ends(match + i));
  if (firstEnd >= 0) end = match + firstEnd + 1;
  else {
    for (let i = end - 1; i > match && i > start + (length * 2) / 3; i--) {
      if (ends(i)) {
        end = i + 1;
        break;
      }
    }
  }
  // With the quote or bracket that closes the last sentence.
  while (end < words.length && closing.test(words[end] ?? "")) end++;
  const text = wordsText(words, segmented, start, end, new Set(inBody));
  const truncated = end < words.length && !ends(end - 1);
  const gap = segmented ? "" : " ";
  return `${cut ? `…${gap}` : ""}${text}${truncated ? `${gap}…` : ""}`;
}
