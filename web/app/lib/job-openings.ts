// Where the positions' pages are, and how their facts read. Plain Node loads this file too
// (the pre-render list): relative imports only.
import { openPositions } from "../content/open-positions.ts";

export const careersPath = "/careers";
export const jobPath = (slug: string) => `${careersPath}/${slug}`;

/** The page of every open position, for pre-rendering. */
export const jobPaths = (jobs: readonly { slug: string; closed?: boolean }[]) =>
  openPositions(jobs).map((job) => jobPath(job.slug));

/** "₹18,00,000 – ₹30,00,000" in Indian digit grouping, for a salary range. */
export function formatSalaryRange(salary: { currency: string; min: number; max: number }): string {
  const format = new Intl.NumberFormat("en-IN", {
    style: "currency",
    currency: salary.currency,
    maximumFractionDigits: 0,
  });
  return salary.min === salary.max
    ? format.format(salary.min)
    : `${format.format(salary.min)} – ${format.format(salary.max)}`;
}
