/**
 * Lower-case words joined by hyphens, for an id or a URL fragment made from text:
 * "Sutra Document AI" → "sutra-document-ai", "Trust &amp; safety" → "trust-safety".
 * HTML entities are dropped and accents come off their letters.
 */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/&[a-z]+;|&#\d+;/g, "")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
