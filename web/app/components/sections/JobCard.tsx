import { Link } from "react-router";
import { buttonClass } from "~/components/ui/Button";
import { Card } from "~/components/ui/Card";
import { Icon } from "~/components/ui/Icon";
import { EnglishMark, Isolated, englishText } from "~/components/ui/EnglishOnly";
import type { JobOpening } from "~/content/types";
import { applyHref } from "~/lib/job-apply";
import { jobFacts, type JobFacts } from "~/lib/job-facts";
import { jobPath } from "~/lib/job-openings";
import { site } from "~/site";
import { ui, withName } from "~/content/ui";

/**
 * What a card shows of a position: the list page's loader sends only this, not the full role,
 * its facts already in the page's words (lib/job-facts.ts).
 */
export type JobCardData = Pick<JobOpening, "slug" | "title" | "summary" | "untranslated"> & {
  facts: JobFacts;
};

export function jobCardData(job: JobOpening): JobCardData {
  const { slug, title, summary, untranslated } = job;
  return { slug, title, summary, untranslated, facts: jobFacts(job) };
}

/** An open position with its facts, a link to its page and two ways to apply. */
const copy = ui.jobCard;

export function JobCard({ job, linkLabel }: { job: JobCardData; linkLabel: string }) {
  const headingId = `job-${job.slug}`;
  const facts = [
    { term: copy.department, value: job.facts.department, icon: "briefcase" as const },
    { term: copy.location, value: job.facts.location, icon: "mapPin" as const },
    { term: copy.type, value: job.facts.type, icon: "clock" as const },
    { term: copy.experience, value: job.facts.experience, icon: "award" as const },
  ];
  return (
    <Card data-pagefind-ignore className="p-6 sm:p-8">
      <article
        aria-labelledby={headingId}
        className="flex flex-col gap-6 lg:flex-row lg:items-start lg:justify-between"
      >
        <div className="max-w-2xl">
          <EnglishMark untranslated={job.untranslated} />
          <h3
            id={headingId}
            {...englishText(job.untranslated)}
            className={`text-xl font-semibold text-ink ${job.untranslated ? "mt-2" : ""}`}
          >
            <Link to={jobPath(job.slug)} className="hover:text-brand-700 hover:underline">
              {job.title}
            </Link>
          </h3>
          <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
            {facts.map((fact) => (
              <div key={fact.term}>
                <dt className="sr-only">{fact.term}</dt>
                {/* The icon sits inside the dd: a dl's groups may hold only dt and dd. */}
                <dd className="flex items-center gap-2 text-ink-muted">
                  <Icon name={fact.icon} className="h-4 w-4 shrink-0 text-brand-700" />
                  <Isolated english={fact.value.english}>{fact.value.text}</Isolated>
                </dd>
              </div>
            ))}
          </dl>
          <p {...englishText(job.untranslated)} className="mt-4 leading-7 text-ink-muted">
            {job.summary}
          </p>
          <Link
            to={jobPath(job.slug)}
            className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
          >
            {linkLabel}
            <span className="sr-only">
              : <Isolated english={job.untranslated}>{job.title}</Isolated>
            </span>
            <Icon name="arrowRight" className="h-4 w-4" />
          </Link>
        </div>
        <div className="flex shrink-0 flex-wrap gap-3 lg:flex-col lg:items-stretch">
          <a href={applyHref(job, site.contact.careersEmail)} className={buttonClass("primary")}>
            {copy.applyByEmail}
            <span className="sr-only">
              : <Isolated english={job.untranslated}>{job.title}</Isolated>
            </span>
          </a>
          <Link to="/contact" className={buttonClass("secondary")}>
            {copy.askQuestion}
            <span className="sr-only"> {withName(copy.askQuestionHidden, job.title)}</span>
          </Link>
        </div>
      </article>
    </Card>
  );
}
