// Which positions the site shows, and how their facts read. Plain Node loads this file too
// (the pre-render list): relative imports only.

export const careersPath = "/careers";
export const jobPath = (slug: string) => `${careersPath}/${slug}`;

/** The positions still open: a file marked `closed: true` leaves the site (page, list, sitemap, assistant). */
export function openPositions<T extends { closed?: boolean }>(jobs: readonly T[]): T[] {
  return jobs.filter((job) => !job.closed);
}

/** The page of every open position, for pre-rendering. */
export const jobPaths = (jobs: readonly { slug: string; closed?: boolean }[]) => openPositions(jobs).map((job) => jobPath(job.slug));

/** "₹18,00,000 – ₹30,00,000" in Indian digit grouping, for a salary range. */
export function formatSalaryRange(salary: { currency: string; min: number; max: number }): string {
  const format = new Intl.NumberFormat("en-IN", { style: "currency", currency: salary.currency, maximumFractionDigits: 0 });
  return salary.min === salary.max ? format.format(salary.min) : `${format.format(salary.min)} – ${format.format(salary.max)}`;
}
