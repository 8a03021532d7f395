/** A run of copy: plain text, or a link written in Markdown as [label](/path). */
export type InlinePart = { text: string } | { label: string; href: string };

const markdownLink = /\[([^\]]+)\]\((\/[^)\s]*)\)/g;

/** Copy with [label](/path) links, split into text and links for a component to render. */
export function inlineLinks(copy: string): InlinePart[] {
  const parts: InlinePart[] = [];
  let last = 0;
  for (const match of copy.matchAll(markdownLink)) {
    if (match.index > last) parts.push({ text: copy.slice(last, match.index) });
    parts.push({ label: match[1]!, href: match[2]! });
    last = match.index + match[0].length;
  }
  if (last < copy.length) parts.push({ text: copy.slice(last) });
  return parts;
}
