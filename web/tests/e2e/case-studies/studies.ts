// The case studies as the build validates them, for the specs of this folder.
import type { CaseStudy } from "../../../app/content/schema";
import { content } from "../support/content";

export const studies = content["case-studies"] as CaseStudy[];

export const indexPath = "/resources/case-studies";
export const studyPath = (slug: string) => `${indexPath}/${slug}`;

/** Every industry and service that has at least one study, with the slugs of its studies. */
export const industryFilters = groupBy((s) => [s.industry]);
export const serviceFilters = groupBy((s) => s.services);

function groupBy(keys: (study: CaseStudy) => readonly string[]): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const study of studies)
    for (const key of keys(study)) groups.set(key, [...(groups.get(key) ?? []), study.slug]);
  return groups;
}
