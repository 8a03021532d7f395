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

/** The same split into words as Pagefind's, so that its match positions index this list. */
const wordSeparators = /[^\S\uFEFF]+/;
/** A word that ends a sentence or a block (Pagefind ends each block with a full stop). */
const sentenceEnd = /[.!?]["'”’)\]]*$/;
/** Punctuation around a word, which a highlight leaves out: "Cloud," marks "Cloud". */
const wordCore = /^([^\p{L}\p{N}]*)([\s\S]*?)([^\p{L}\p{N}]*)$/u;

const bare = (word: string) => word.replace(/[^\p{L}\p{N}]+/gu, "").toLowerCase();

/**
 * Where the page's title is among its first words: [start, end) of the words, { 0, 0 } when it
 * is not there. The words up to its end (the eyebrow and the <h1>) are the page's opening.
 */
export function titleSpan(words: readonly string[], title: string): { start: number; end: number } {
  const want = title.split(wordSeparators).map(bare).filter(Boolean);
  // The opening's words that are words, not punctuation ("&"), with their positions.
  const have = words
    .slice(0, 60)
    .map((word, at) => ({ at, word: bare(word) }))
    .filter(({ word }) => word);
  if (want.length > 0) {
    for (let from = 0; from + want.length <= have.length; from++) {
      if (want.every((w, i) => have[from + i]!.word === w))
        return { start: have[from]!.at, end: have[from + want.length - 1]!.at + 1 };
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
 * An excerpt of about `length` words from the page's own text around its best matches, starting
 * where a sentence starts when one starts close enough before them and ending where one ends,
 * with the matched words (not their punctuation) in <mark>. When the title matches (the result's
 * heading already shows why it was found), or nothing after it does, the excerpt is the text
 * after the title: the page's lead, which says best what the page is.
 */
export function buildExcerpt(
  { content, locations, title }: ExcerptSource,
  length = 30,
  /** 1, 2…: the next best place instead (when the best one repeats another result's excerpt). */
  variant = 0,
): string {
  const words = content.split(wordSeparators);
  const { start: titleStart, end: opening } = titleSpan(words, title);
  const inBody = [...locations].filter((l) => l >= opening).sort((a, b) => a - b);
  const titleMatched = opening > 0 && locations.some((l) => l >= titleStart && l < opening);
  // Where excerpts can start, best first: the lead when the title matches or nothing else does,
  // then the windows of `length` words with the most matches, apart from each other, then the
  // lead.
  const matchesFrom = (at: number) => inBody.filter((l) => l >= at && l < at + length).length;
  const candidates = titleMatched || inBody.length === 0 ? [opening] : [];
  for (const at of [...inBody].sort((a, b) => matchesFrom(b) - matchesFrom(a) || a - b)) {
    if (candidates.every((c) => Math.abs(c - at) >= length)) candidates.push(at);
  }
  if (!candidates.includes(opening)) candidates.push(opening);
  const match = candidates[Math.min(variant, candidates.length - 1)]!;
  // Back to the start of the match's sentence, but not so far that the match falls out of view.
  let start = match;
  const earliest = Math.max(opening, match - Math.floor(length / 2));
  while (start > earliest && !sentenceEnd.test(words[start - 1] ?? "")) start--;
  const cut = start > opening && !sentenceEnd.test(words[start - 1] ?? "");
  let end = Math.min(words.length, start + length);
  // End with the match's sentence once the excerpt has some substance, else with the last
  // sentence that ends near the window's end.
  const firstEnd = words
    .slice(match, end)
    .findIndex((w, i) => match + i - start + 1 >= length / 2 && sentenceEnd.test(w));
  if (firstEnd >= 0) end = match + firstEnd + 1;
  else {
    for (let i = end - 1; i > match && i > start + (length * 2) / 3; i--) {
      if (sentenceEnd.test(words[i] ?? "")) {
        end = i + 1;
        break;
      }
    }
  }
  const marked = new Set(inBody);
  const parts = words.slice(start, end).map((word, i) => {
    if (!marked.has(start + i)) return escape(word);
    const [, before = "", core = "", after = ""] = wordCore.exec(word) ?? [];
    return core ? `${escape(before)}<mark>${escape(core)}</mark>${escape(after)}` : escape(word);
  });
  const text = parts.join(" ").trim();
  const truncated = end < words.length && !sentenceEnd.test(words[end - 1] ?? "");
  return `${cut ? "… " : ""}${text}${truncated ? " …" : ""}`;
}
