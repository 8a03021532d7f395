import entries from "virtual:content/case-studies";
import page from "virtual:content/pages/case-study";
import { caseStudiesPath } from "../lib/case-study-filters";
import { findClientLogo } from "./clients";
import { findIndustry } from "./industries";
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

/** What a card shows of a study (CaseStudyCard), with its page's path and its industry's name. */
export function caseStudySummary(study: CaseStudy) {
  return {
    slug: study.slug,
    path: `${caseStudiesPath}/${study.slug}`,
    title: study.title,
    client: study.client,
    clientLogo: findClientLogo(study.client)?.src,
    industryName: findIndustry(study.industry)?.title ?? study.industry,
    summary: study.summary,
    outcomes: study.outcomes.slice(0, 3),
  };
}

/** The most recently published study. */
export function latestCaseStudy(): CaseStudy {
  return caseStudies.reduce((latest, study) => (study.datePublished > latest.datePublished ? study : latest));
}
