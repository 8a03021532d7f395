// Which canned topic a visitor's message is about, from each language's keyword lists
// (content/<code>/assistant.yaml `keywords`). Plain words and phrases, no patterns:
// - Latin and Arabic script keywords match whole words only, so "ai" matches neither "email"
//   nor "maintain". A word is letters, marks, digits and "_" of any script (Unicode-aware, not
//   the ASCII-only `\b`), except Japanese kana and kanji, which count as a boundary: "AIについて"
//   mentions "ai".
// - Japanese keywords (kana, kanji) match anywhere: Japanese puts no spaces between words.
// - Arabic keywords also match with the article and the common prefixes written onto the word
//   (ال، و، ف، ب، ل، بال، لل): "خدمات" matches "والخدمات" and "للخدمات"; each later word of a phrase
//   may carry ال ("ذكاء اصطناعي" matches "الذكاء الاصطناعي").
// Messages and keywords are normalised alike first (see `normalise`).
// Plain Node loads this module too (the e2e tests): relative imports only.

/** The precedence: the first topic whose keywords appear wins. */
export const topicOrder = [
  "services",
  "products",
  "ai",
  "contact",
  "careers",
  "pricing",
  "about",
] as const;
export type Topic = (typeof topicOrder)[number];
export type TopicKeywords = Readonly<Record<Topic, readonly string[]>>;

/** Kana and kanji (and the long-vowel mark ー): no spaces between words. */
const japanese = String.raw`\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\u30FC`;
const isJapanese = new RegExp(`[${japanese}]`, "u");
const isArabic = /\p{sc=Arabic}/u;
/** Something that is not part of a word around a keyword: the text's ends, spaces, punctuation, Japanese. */
const before = String.raw`(?:^|[^\p{L}\p{M}\p{N}_]|[${japanese}])`;
const after = String.raw`(?=$|[^\p{L}\p{M}\p{N}_]|[${japanese}])`;

/** Arabic spelling variants folded together: diacritics and tatweel dropped, one alef, ي for ى, ه for ة. */
function foldArabic(text: string): string {
  return text
    .replace(/[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/g, "")
    .replace(/[\u0622\u0623\u0625\u0671]/g, "\u0627")
    .replace(/[\u0649\u06CC]/g, "\u064A")
    .replace(/\u0629/g, "\u0647")
    .replace(/\u06A9/g, "\u0643");
}

/**
 * The text as keywords are matched against it: typographic apostrophes become "'"; in languages
 * other than English also NFKC (full-width "ＡＩ" is "AI", half-width kana are full-width, composed
 * umlauts) and Arabic spelling variants folded. English text is matched as written.
 */
export function normalise(text: string, code: string): string {
  const plain = text.replace(/[\u2018\u2019]/g, "'");
  return code === "en" ? plain : foldArabic(plain.normalize("NFKC"));
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** An Arabic word with its article taken off (when what remains is still a word of 3 letters or more). */
const arabicStem = (word: string) =>
  word.startsWith("\u0627\u0644") && word.length >= 5 ? word.slice(2) : word;
/** و/ف, then بال/لل/ال/ب/ل, all optional, before an Arabic phrase's first word. */
const arabicPrefixes =
  "(?:[\u0648\u0641]?(?:\u0628\u0627\u0644|\u0644\u0644|\u0627\u0644|\u0628|\u0644))?";
const arabicArticle = "(?:\u0627\u0644)?";

function arabicPhrase(keyword: string): string {
  return keyword
    .split(" ")
    .map((word, i) => (i === 0 ? arabicPrefixes : arabicArticle) + escape(arabicStem(word)))
    .join(" ");
}

/** One topic's keywords as one case-insensitive pattern. */
export function keywordPattern(keywords: readonly string[], code: string): RegExp {
  const anywhere: string[] = [];
  const wholeWords: string[] = [];
  for (const raw of keywords) {
    const keyword = normalise(raw, code).trim().replace(/\s+/g, " ");
    if (!keyword) continue;
    if (isJapanese.test(keyword)) anywhere.push(escape(keyword));
    else if (isArabic.test(keyword)) wholeWords.push(arabicPhrase(keyword));
    else wholeWords.push(escape(keyword));
  }
  const alternatives = [...anywhere];
  if (wholeWords.length > 0) alternatives.push(`${before}(?:${wholeWords.join("|")})${after}`);
  // A topic without keywords matches nothing.
  return new RegExp(alternatives.length > 0 ? alternatives.join("|") : "(?!)", "iu");
}

/** A detector for one language: the first topic in precedence order that a message mentions, or null. */
export function topicDetector(
  keywords: TopicKeywords,
  code: string,
): (message: string) => Topic | null {
  const patterns = topicOrder.map(
    (topic) => [topic, keywordPattern(keywords[topic], code)] as const,
  );
  return (message) => {
    const text = normalise(message, code);
    return patterns.find(([, pattern]) => pattern.test(text))?.[0] ?? null;
  };
}
