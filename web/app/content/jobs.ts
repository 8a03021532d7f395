import entries from "virtual:content/jobs";
import careersPage from "virtual:content/pages/careers";
import { openPositions } from "./open-positions";
import type { JobOpening } from "./schema";
import type { CoreValue, ProcessStep } from "./types";

// Careers content: the open positions (one Markdown file each in content/<locale>/jobs/), what
// we offer and how we work.

/** The open positions (a file marked `closed: true` is left out), newest first. */
export const jobOpenings: readonly JobOpening[] = openPositions(entries).sort(
  (a, b) => b.datePosted.localeCompare(a.datePosted) || a.slug.localeCompare(b.slug),
);

/** An open position by its slug (a closed one is not found). */
export const findJob = (slug: string | undefined) => jobOpenings.find((job) => job.slug === slug);

/** The job page's copy and what every role shares (content/<locale>/pages/job.yaml). */
export { default as jobPage } from "virtual:content/pages/job";

/** How we work, what we offer and how hiring works: the careers page's lists
 * (content/<locale>/pages/careers.yaml). */
export const careersValues: readonly CoreValue[] = careersPage.values;
export const careersBenefits: readonly CoreValue[] = careersPage.benefits;
export const hiringSteps: readonly ProcessStep[] = careersPage.hiring;
/** The careers hero's link down to the open positions. */
export const careersHeroLink = careersPage.seeOpenPositions;
