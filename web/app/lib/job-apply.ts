import type { JobOpening } from "~/content/types";

/** The mailto link for applying to a position: the role goes in the subject line. */
export function applyHref(job: Pick<JobOpening, "title">, email: string): string {
  return `mailto:${email}?subject=${encodeURIComponent(`Application: ${job.title}`)}`;
}
