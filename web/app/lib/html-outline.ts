// Reading rendered Markdown back at build time: the plain text of a heading, and a body's
// outline (its "## " sections, whose <h2> carry an id: scripts/content/parse.ts).

/** The text of an HTML fragment: tags dropped, the entities Markdown writes decoded. */
export const htmlText = (html: string) =>
  html
    .replace(/<[^>]+>/g, "")
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

export interface OutlineEntry {
  /** The heading's id: the link target. */
  id: string;
  title: string;
}

/** The body's second-level headings, in order. */
export function outlineOf(html: string): OutlineEntry[] {
  return [...html.matchAll(/<h2 id="([^"]+)">([\s\S]*?)<\/h2>/g)].map(
    ([, id = "", heading = ""]) => ({ id, title: htmlText(heading) }),
  );
}
