// Where the positions' pages are (lib/format.ts writes their salaries). Plain Node loads this
// file too (the pre-render list): relative imports only.
import { openPositions } from "../content/open-positions.ts";

export const careersPath = "/careers";
export const jobPath = (slug: string) => `${careersPath}/${slug}`;
/** Where a candidate asks the hiring team a question about the position. */
export const jobQuestionPath = (slug: string) => `${jobPath(slug)}/question`;

/** The page of every open position, for pre-rendering. */
export const jobPaths = (jobs: readonly { slug: string; closed?: boolean }[]) =>
  openPositions(jobs).map((job) => jobPath(job.slug));

/** The question page of every open position, for pre-rendering. */
export const jobQuestionPaths = (jobs: readonly { slug: string; closed?: boolean }[]) =>
  openPositions(jobs).map((job) => jobQuestionPath(job.slug));
