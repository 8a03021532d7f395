import entries from "virtual:content/case-studies";
import page from "virtual:content/pages/case-study";
import type { CaseStudy, CaseStudyPage } from "./schema";

// The case studies, one Markdown file each in content/<locale>/case-studies/, in their `order`.
export const caseStudies: readonly CaseStudy[] = entries;

/** The copy of the case study pages and of the index's filters (content/<locale>/pages/case-study.yaml). */
export const caseStudyPage: CaseStudyPage = page;

export function findCaseStudy(slug: string | undefined): CaseStudy | undefined {
  return caseStudies.find((c) => c.slug === slug);
}

/** The studies of one industry (by the industry page's slug): each study names its industry. */
export function caseStudiesForIndustry(industry: string): CaseStudy[] {
  return caseStudies.filter((c) => c.industry === industry);
}

/** The studies a service delivered. */
export function caseStudiesForService(service: string): CaseStudy[] {
  return caseStudies.filter((c) => c.services.includes(service));
}

/** The most recently published study. */
export function latestCaseStudy(): CaseStudy {
  return caseStudies.reduce((latest, study) =>
    study.datePublished > latest.datePublished ? study : latest,
  );
}

/**
 * The studies to read after `study`: those that share its industry or a service first (the most
 * shared first), then the rest, in the collection's order; at most `count`.
 */
export function nextCaseStudies(study: CaseStudy, count = 3): CaseStudy[] {
  const nearness = (other: CaseStudy) =>
    (other.industry === study.industry ? 2 : 0) +
    other.services.filter((service) => study.services.includes(service)).length;
  return caseStudies
    .filter((other) => other.slug !== study.slug)
    .map((other, order) => ({ other, order, near: nearness(other) }))
    .sort((a, b) => b.near - a.near || a.order - b.order)
    .slice(0, count)
    .map(({ other }) => other);
}
