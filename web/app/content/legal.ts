import entries from "virtual:content/legal";
import type { LegalEntry } from "./schema";

// The privacy policy and the terms, one Markdown file each in content/<locale>/legal/.

/** A legal document's entry by its slug ("privacy", "terms"). */
export function findLegalEntry(slug: string): LegalEntry {
  const entry = entries.find((e) => e.slug === slug);
  if (!entry) throw new Error(`content/<locale>/legal/${slug}.md is missing`);
  return entry;
}
