import type { IndustryPage } from "./types";

const stub = (slug: string, title: string): IndustryPage => ({
  slug,
  title,
  summary: "",
  challenges: [],
  approach: [],
  serviceSlugs: [],
  caseStudySlugs: [],
});

// Stub: slugs and titles only; the full content arrives with the pages issue.
export const industryPages: readonly IndustryPage[] = [
  stub("communications", "Communications, Media & Information Services"),
  stub("retail", "Retail, Consumer Goods and Distribution"),
  stub("education", "Education"),
  stub("energy", "Energy, Resources & Utilities"),
  stub("healthcare", "Healthcare"),
  stub("high-tech", "High Tech"),
  stub("manufacturing", "Manufacturing"),
  stub("public-services", "Public Services"),
  stub("travel-logistics", "Travel and Logistics"),
];

export function findIndustry(slug: string | undefined): IndustryPage | undefined {
  return industryPages.find((i) => i.slug === slug);
}
