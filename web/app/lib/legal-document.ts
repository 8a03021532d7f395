import { findLegalEntry } from "~/content/legal";
import type { LegalEntry } from "~/content/schema";
import { formatLongDate } from "./format";
import { htmlText } from "./html-outline";

// A legal document as its page shows it: each "## " heading of the body starts a numbered section.
// A line `<!-- counting-control -->` in the body places the traffic-counting opt-out there, in the
// words of the document's `countingControl`.

/** The body's line that places the traffic-counting opt-out. */
export const countingControlMarker = "<!-- counting-control -->";

export type CountingControlWords = NonNullable<LegalEntry["countingControl"]>;

export interface LegalSection {
  heading: string;
  /** The section's paragraphs, rendered from Markdown at build time. */
  html: string;
  /** When the section places the opt-out: the paragraphs after it (`html` holds those before). */
  afterControl?: string;
}

export interface LegalDocument {
  title: string;
  /** ISO date, YYYY-MM-DD. */
  lastUpdated: string;
  /** The same date written long in the page's language (formatLongDate). */
  lastUpdatedText: string;
  intro: string;
  sections: readonly LegalSection[];
  countingControl?: CountingControlWords;
}

function toSection(heading: string, body: string, entry: LegalEntry): LegalSection {
  const [before = "", after, ...more] = body.split(countingControlMarker);
  if (after === undefined) return { heading, html: body.trim() };
  if (more.length > 0 || !entry.countingControl)
    throw new Error(
      `legal/${entry.slug}: ${countingControlMarker} needs countingControl's words, and may appear once`,
    );
  return { heading, html: before.trim(), afterControl: after.trim() };
}

function toDocument(entry: LegalEntry): LegalDocument {
  const sections = entry.html
    .split(/(?=<h2[^>]*>)/)
    .filter((part) => part.startsWith("<h2"))
    .map((part) => {
      const [, heading = "", body = ""] = part.match(/^<h2[^>]*>([\s\S]*?)<\/h2>([\s\S]*)$/) ?? [];
      return toSection(htmlText(heading), body, entry);
    });
  const { title, lastUpdated, intro, countingControl } = entry;
  return {
    title,
    lastUpdated,
    lastUpdatedText: formatLongDate(lastUpdated),
    intro,
    sections,
    ...(countingControl && { countingControl }),
  };
}

export const privacyPolicy: LegalDocument = toDocument(findLegalEntry("privacy"));
export const termsOfUse: LegalDocument = toDocument(findLegalEntry("terms"));
