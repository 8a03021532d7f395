/** A run of text, and whether it must stay on one line. */
export interface TextRun {
  text: string;
  keep: boolean;
}

// A word joined by hyphens ("12-hospital", "AI-first", "end-to-end"): browsers may break a line
// after any hyphen, which strands "12-" at a line's end. Letters of the scripts written without
// spaces (Japanese, Chinese) are no part of one: "Wi-Fiがあり…" is the compound "Wi-Fi" and a
// sentence that may break anywhere.
const letter = String.raw`(?:(?![\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}])[\p{L}\p{N}])`;
const compound = new RegExp(`${letter}+(?:[-‐]${letter}+)+`, "gu");

/**
 * The longest compound kept on one line. A short one fits any line of any column; a longer one
 * ("Computer-Vision-Modelle", "Enterprise-Grade") kept whole can be wider than a phone's column or
 * a narrow card, and breaks at its hyphen as German and English set long compounds.
 */
export const longestKeptCompound = 12;

/** Splits text into runs, marking each short hyphenated compound as one that must not break. */
export function compoundRuns(text: string): TextRun[] {
  const runs: TextRun[] = [];
  let last = 0;
  for (const match of text.matchAll(compound)) {
    if (match[0].length > longestKeptCompound) continue;
    if (match.index > last) runs.push({ text: text.slice(last, match.index), keep: false });
    runs.push({ text: match[0], keep: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) runs.push({ text: text.slice(last), keep: false });
  return runs;
}

/** Splits off the last word, so an icon after it can stay on its line. */
export function lastWordRuns(text: string): { head: string; last: string } {
  const trimmed = text.trimEnd();
  const space = trimmed.lastIndexOf(" ");
  return { head: trimmed.slice(0, space + 1), last: trimmed.slice(space + 1) };
}
