import entries from "virtual:content/legal";
import type { LegalEntry } from "./schema";
import { htmlText } from "~/lib/html-outline";

// The privacy policy and the terms, one Markdown file each in content/<locale>/legal/. Each
// "## " heading of the body starts a numbered section.

export interface LegalSection {
  heading: string;
  /** The section's paragraphs, rendered from Markdown at build time. */
  html: string;
}

export interface LegalDocument {
  title: string;
  /** ISO date, YYYY-MM-DD. */
  lastUpdated: string;
  intro: string;
  sections: readonly LegalSection[];
}

function toDocument(entry: LegalEntry): LegalDocument {
  const sections = entry.html.split(/(?=<h2[^>]*>)/).filter((part) => part.startsWith("<h2")).map((part) => {
    const [, heading = "", body = ""] = part.match(/^<h2[^>]*>([\s\S]*?)<\/h2>([\s\S]*)$/) ?? [];
    return { heading: htmlText(heading), html: body.trim() };
  });
  return { title: entry.title, lastUpdated: entry.lastUpdated, intro: entry.intro, sections };
}

function find(slug: string): LegalDocument {
  const entry = entries.find((e) => e.slug === slug);
  if (!entry) throw new Error(`content/<locale>/legal/${slug}.md is missing`);
  return toDocument(entry);
}

export const privacyPolicy: LegalDocument = find("privacy");
export const termsOfUse: LegalDocument = find("terms");
