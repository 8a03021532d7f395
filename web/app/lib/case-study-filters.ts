// The case studies index filters by industry and by service. Each filter is a pre-rendered page
// (/resources/case-studies/industry/<slug>, /resources/case-studies/service/<slug>), so it works
// as a plain link without JavaScript; only filters that match at least one study exist.
// Plain Node loads this file too (the prerender list): relative imports only.

export type FilterKind = "industry" | "service";

export interface StudyFacets {
  industry: string;
  services: readonly string[];
}

export interface FilterOption {
  kind: FilterKind;
  slug: string;
  name: string;
  count: number;
  path: string;
}

export const caseStudiesPath = "/resources/case-studies";

export const filterPath = (kind: FilterKind, slug: string) => `${caseStudiesPath}/${kind}/${slug}`;

export function matchesFilter(
  study: StudyFacets,
  filter: { kind: FilterKind; slug: string } | null,
): boolean {
  if (!filter) return true;
  return filter.kind === "industry"
    ? study.industry === filter.slug
    : study.services.includes(filter.slug);
}

/**
 * The filters of one kind that match at least one study, in the order of `options` (the
 * industries' or services' own order), each with how many studies it shows.
 */
export function filterOptions(
  kind: FilterKind,
  studies: readonly StudyFacets[],
  options: readonly { slug: string; title: string }[],
): FilterOption[] {
  return options
    .map(({ slug, title }) => ({
      kind,
      slug,
      name: title,
      count: studies.filter((study) => matchesFilter(study, { kind, slug })).length,
      path: filterPath(kind, slug),
    }))
    .filter((option) => option.count > 0);
}

/** Every filtered view's path, for pre-rendering. */
export function filterPaths(studies: readonly StudyFacets[]): string[] {
  const industries = [...new Set(studies.map((s) => s.industry))];
  const services = [...new Set(studies.flatMap((s) => s.services))];
  return [
    ...industries.map((slug) => filterPath("industry", slug)),
    ...services.map((slug) => filterPath("service", slug)),
  ];
}
