// The open positions and the job page's copy, as the build reads them.
import type { JobOpening, JobPage } from "../../../app/content/schema";
import { content } from "../support/content";

export const jobs = (content.jobs as JobOpening[]).filter((job) => !job.closed);
export const jobCopy = content["pages/job"] as JobPage;
export const jobPath = (slug: string) => `/careers/${slug}`;
