import entries from "virtual:content/industries";
import page from "virtual:content/pages/industries";
import type { IndustryPage } from "./schema";

// The nine industry pages linked from the industries grid (content/<locale>/industries/): each
// sector's challenges, what we do there, the services it draws on and case studies to read.

/** The /industries page's lead and its "how we work" cards (content/<locale>/pages/industries.yaml). */
export const industriesIntro = {
  title: page.intro.title,
  lead: page.intro.lead,
  approach: page.approach,
};

export const industryPages: readonly IndustryPage[] = entries;

export function findIndustry(slug: string | undefined): IndustryPage | undefined {
  return industryPages.find((i) => i.slug === slug);
}
