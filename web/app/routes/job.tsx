import { JobView } from "~/components/sections/JobView";
import { NotFound, notFoundMessage } from "~/components/site/NotFound";
import { applicationFormCopy } from "~/content/application-form";
import { careersBenefits, findJob, jobPage } from "~/content/jobs";
import { applyHref } from "~/lib/job-apply";
import { jobFacts } from "~/lib/job-facts";
import { formatLongDate, formatSalaryRange } from "~/lib/format";
import { careersPath, jobPath } from "~/lib/job-openings";
import { breadcrumbJsonLd, jobDescriptionHtml, jobPostingJsonLd } from "~/lib/jsonld";
import { pageMeta } from "~/lib/seo";
import { entryLanguages } from "~/content/entry-languages.server";
import { site } from "~/site";
import type { Route } from "./+types/job";
import { ui } from "~/content/ui";

// /careers/<slug>: one open position, pre-rendered at build time (a closed one has no page).
export function loader({ params }: Route.LoaderArgs) {
  const job = findJob(params.slug);
  if (!job) return null;
  const path = jobPath(job.slug);
  return {
    // Built here, at build time, so the code that writes it stays out of the page's JavaScript.
    jsonLd: [
      jobPostingJsonLd(job, { path, description: jobDescriptionHtml(job, jobPage) }),
      breadcrumbJsonLd([
        { name: jobPage.breadcrumb, path: careersPath },
        { name: job.title, path },
      ]),
    ],
    job,
    facts: jobFacts(job),
    copy: jobPage,
    benefits: careersBenefits,
    salary: formatSalaryRange(job.salary),
    validThrough: formatLongDate(job.validThrough),
    mailto: applyHref(job, site.contact.careersEmail),
    email: site.contact.careersEmail,
    applicationForm: applicationFormCopy,
    languages: entryLanguages("jobs", `${job.slug}.md`),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => {
  if (!loaderData)
    return pageMeta({
      title: notFoundMessage,
      description: ui.notFound.description,
      path: "/404",
      noindex: true,
    });
  const { job, facts, jsonLd, languages } = loaderData;
  const arrangement = ui.valueLabels.workArrangement[job.workArrangement];
  const where =
    job.workArrangement === "Remote"
      ? `${arrangement}, ${site.contact.address.country}`
      : `${facts.location.text}, ${arrangement}`;
  return pageMeta({
    title: `${job.title} (${where})`,
    description: `${job.summary} ${facts.type.text}, ${facts.experience.text}.`,
    path: jobPath(job.slug),
    jsonLd,
    languages,
  });
};

export default function JobRoute({ loaderData }: Route.ComponentProps) {
  return loaderData ? <JobView {...loaderData} /> : <NotFound />;
}
