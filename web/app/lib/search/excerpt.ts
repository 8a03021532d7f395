// Pagefind's excerpts are HTML-escaped text with the matched words wrapped in <mark>. These
// turn one into plain text, or into runs to render with highlights, without innerHTML.

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
