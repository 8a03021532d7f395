// The words of a visitor's message worth searching the site for: greetings, filler and
// one-letter words are dropped, so "hi, how are you?" searches for nothing at all, in each
// language ("Hallo, wie geht es Ihnen?", "こんにちは", "مرحبا، كيف حالك؟" neither).
// Japanese writes no spaces between words: its messages are cut into runs of one script first, so
// "クラウド移行について教えて" searches for "クラウド" and "移行".
// Plain Node loads this module too (the e2e tests): relative imports only.
import { normalise } from "./keyword-match.ts";

const ignoredWords: Record<string, string> = {
  en:
    "a about above after again all also am an and any are as at be been being but by can could did do does doing " +
    "for from get give got had has have having he her here hers him his how i i'd i'm i've if in into is it it's its " +
    "just know let like me more most my need no not now of on or our out please say should so some tell than thank thanks " +
    "that the their them then there these they this those to too up us very want was we were what when where which who " +
    "why will with would you you're your yours what's that's there's let's don't can't hi hello hey hiya ok okay yes yeah cool great good morning evening afternoon",
  de:
    "der die das den dem des ein eine einen einem einer eines und oder aber auch noch nur schon sehr mehr mal " +
    "ich du er sie es wir ihr mich mir dich dir uns euch ihnen ihre ihren ihrem ihres mein meine meinen unser unsere " +
    "ist sind war waren bin bist hat haben habe hast hätte können kann kannst könnte könnten möchte möchten würde würden " +
    "will wollen soll sollte gibt geht gehts geht's wie was wo wer wann warum wieso welche welcher welches welchen " +
    "mit von vom zu zum zur für auf an in im am bei über nach aus um ja nein nicht kein keine so dass ob wenn denn " +
    "bitte danke dank hallo hi hey servus moin grüß gott guten gute tag morgen abend tschüss ok okay super toll " +
    "sagen erzählen erklären zeigen gern gerne etwas alles mehr infos informationen wissen",
  // Japanese words are runs of kanji or katakana (see words): greetings and endings are hiragana already.
  ja: "質問 御社 貴社 弊社 今日 本日",
  ar:
    "ما ماذا هل من في على الى عن مع ان لا نعم او ثم هذا هذه ذلك تلك هو هي هم انا انت انتم نحن " +
    "كيف لماذا متى اين اي التي الذي لي لك لكم لديكم عندكم عندك اريد اود ممكن يمكن يمكنني يمكنكم " +
    "لو سمحت فضلك مرحبا اهلا سلام السلام عليكم شكرا حالك حالكم صباح مساء الخير النور اخبرني اخبروني اعرف معرفه",
};

const ignoredSets = new Map<string, Set<string>>();
function ignored(code: string): Set<string> {
  let set = ignoredSets.get(code);
  if (!set) {
    const words = (ignoredWords[code] ?? "") + (code === "en" ? "" : ` ${ignoredWords.en}`);
    set = new Set(words.split(" ").map((w) => normalise(w, code)));
    ignoredSets.set(code, set);
  }
  return set;
}

/**
 * The message's words: at spaces and punctuation; in Japanese, which has no spaces, each run of
 * katakana, of kanji or of Latin letters and digits is a word and hiragana (particles, endings)
 * are left out.
 */
function words(text: string, code: string): string[] {
  if (code === "ja")
    return (
      text
        .normalize("NFKC")
        .match(/[\p{sc=Katakana}\u30FC]+|\p{sc=Han}+|[\p{sc=Latin}\p{N}'&+-]+/gu) ?? []
    );
  return text.split(/[^\p{L}\p{M}\p{N}'&+-]+/u);
}

/** The words worth searching for in a message on a page in `code` (English by default). */
export function searchTerms(message: string, code = "en"): string[] {
  const skip = ignored(code);
  const found = words(message.toLowerCase().replace(/[\u2018\u2019]/g, "'"), code)
    .map((w) => w.replace(/^['-]+|['-]+$/g, ""))
    .filter((w) => w.length > 1 && !skip.has(normalise(w, code)));
  return [...new Set(found)];
}
