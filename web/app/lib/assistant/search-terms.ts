// The words of a visitor's message worth searching the site for: greetings, filler and
// one-letter words are dropped, so "hi, how are you?" searches for nothing at all.

const ignored = new Set(
  (
    "a about above after again all also am an and any are as at be been being but by can could did do does doing " +
    "for from get give got had has have having he her here hers him his how i i'd i'm i've if in into is it it's its " +
    "just know let like me more most my need no not now of on or our out please say should so some tell than thank thanks " +
    "that the their them then there these they this those to too up us very want was we were what when where which who " +
    "why will with would you you're your yours what's that's there's let's don't can't hi hello hey hiya ok okay yes yeah cool great good morning evening afternoon"
  ).split(" "),
);

export function searchTerms(message: string): string[] {
  const words = message
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .split(/[^\p{L}\p{N}'&+-]+/u)
    .map((w) => w.replace(/^['-]+|['-]+$/g, ""))
    .filter((w) => w.length > 1 && !ignored.has(w));
  return [...new Set(words)];
}
