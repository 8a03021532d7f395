// Which positions the site shows. Plain Node loads this file too (the pre-render list): no imports.

/** The positions still open: a file marked `closed: true` leaves the site (page, list, sitemap, assistant). */
export function openPositions<T extends { closed?: boolean }>(jobs: readonly T[]): T[] {
  return jobs.filter((job) => !job.closed);
}
