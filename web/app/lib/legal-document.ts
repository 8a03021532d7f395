import { findLegalEntry } from "~/content/legal";
import type { LegalEntry } from "~/content/schema";
import { htmlText } from "./html-outline";

// A legal document as its page shows it: each "## " heading of the body starts a numbered section.

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
  const sections = entry.html
    .split(/(?=<h2[^>]*>)/)
    .filter((part) => part.startsWith("<h2"))
    .map((part) => {
      const [, heading = "", body = ""] = part.match(/^<h2[^>]*>([\s\S]*?)<\/h2>([\s\S]*)$/) ?? [];
      return { heading: htmlText(heading), html: body.trim() };
    });
  return { title: entry.title, lastUpdated: entry.lastUpdated, intro: entry.intro, sections };
}

export const privacyPolicy: LegalDocument = toDocument(findLegalEntry("privacy"));
export const termsOfUse: LegalDocument = toDocument(findLegalEntry("terms"));
