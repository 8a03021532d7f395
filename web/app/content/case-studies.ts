import entries from "virtual:content/case-studies";
import type { CaseStudy } from "./schema";

// The case studies, one Markdown file each in content/<locale>/case-studies/, in their `order`.
export const caseStudies: readonly CaseStudy[] = entries;

export function findCaseStudy(slug: string): CaseStudy | undefined {
  return caseStudies.find((c) => c.slug === slug);
}
