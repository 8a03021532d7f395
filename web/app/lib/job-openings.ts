// Where the positions' pages are (lib/format.ts writes their salaries). Plain Node loads this
// file too (the pre-render list): relative imports only.
import { openPositions } from "../content/open-positions.ts";

export const careersPath = "/careers";
export const jobPath = (slug: string) => `${careersPath}/${slug}`;

/** The page of every open position, for pre-rendering. */
export const jobPaths = (jobs: readonly { slug: string; closed?: boolean }[]) =>
  openPositions(jobs).map((job) => jobPath(job.slug));
