import { findClientLogo } from "~/content/clients";
import { findIndustry } from "~/content/industries";
import type { CaseStudy } from "~/content/schema";
import { caseStudiesPath } from "./case-study-filters";

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
