import { buttonClass } from "~/components/ui/Button";
import { Breadcrumbs } from "~/components/ui/Breadcrumbs";
import { Icon } from "~/components/ui/Icon";
import { RichText } from "~/components/ui/RichText";
import { Section } from "~/components/ui/Section";
import type { ApplicationFormCopy } from "~/content/application-form";
import type { JobOpening, JobPage } from "~/content/schema";
import type { CoreValue } from "~/content/types";
import { formatLongDate } from "~/lib/dates";
import { careersPath } from "~/lib/job-openings";
import { CheckList } from "~/components/ui/CheckList";
import { IconFeatureGrid } from "./IconFeatureGrid";
import { JobApply } from "./JobApply";
import { FirstScreenEnd } from "~/components/site/FirstScreenEnd";

export interface JobViewProps {
  job: JobOpening;
  copy: JobPage;
  benefits: readonly CoreValue[];
  salary: string;
  mailto: string;
  email: string;
  applicationForm: ApplicationFormCopy;
}

/** An open position on its own page: the role, what it asks and offers, pay, hiring stages, apply. */
export function JobView({
  job,
  copy,
  benefits,
  salary,
  mailto,
  email,
  applicationForm,
}: JobViewProps) {
  const facts = [
    { term: copy.facts.department, value: job.department, icon: "briefcase" as const },
    { term: copy.facts.location, value: job.location, icon: "mapPin" as const },
    { term: copy.facts.workArrangement, value: job.workArrangement, icon: "house" as const },
    { term: copy.facts.type, value: job.type, icon: "clock" as const },
    { term: copy.facts.experience, value: job.experience, icon: "award" as const },
    {
      term: copy.facts.validThrough,
      value: formatLongDate(job.validThrough),
      icon: "calendar" as const,
    },
  ];
  const perUnit = job.salary.unit === "YEAR" ? copy.salary.perYear : copy.salary.perMonth;
  return (
    <>
      <section aria-labelledby="job-title" className="border-b border-line bg-surface-muted">
        <div className="container-page py-12 sm:py-16">
          <Breadcrumbs
            trail={[
              { name: "Home", path: "/" },
              { name: copy.breadcrumb, path: careersPath },
            ]}
            current={job.title}
          />
          <p className="mt-8 text-sm font-semibold uppercase tracking-wider text-brand-700">
            {job.department}
          </p>
          <h1
            id="job-title"
            className="mt-3 max-w-3xl text-4xl font-semibold tracking-tight text-balance text-ink sm:text-5xl"
          >
            {job.title}
          </h1>
          <p className="mt-5 max-w-2xl text-lg leading-8 text-ink-muted">{job.summary}</p>
          <dl
            id="job-facts"
            className="mt-8 grid max-w-3xl gap-x-8 gap-y-4 text-sm sm:grid-cols-2 lg:grid-cols-3"
          >
            {facts.map((fact) => (
              <div key={fact.term}>
                <dt className="flex items-center gap-2 text-ink-muted">
                  <Icon name={fact.icon} className="h-4 w-4 shrink-0 text-brand-700" />
                  {fact.term}
                </dt>
                <dd className="pl-6 font-semibold text-ink">{fact.value}</dd>
              </div>
            ))}
          </dl>
          <div className="mt-8 flex flex-wrap gap-3">
            <a href="#apply" className={buttonClass("primary", "lg")}>
              {copy.apply.title}
            </a>
          </div>
        </div>
        <FirstScreenEnd />
      </section>

      <Section id="role" title={copy.role}>
        <RichText html={job.html} />
      </Section>

      <Section id="responsibilities" tone="muted" title={copy.responsibilities}>
        <CheckList items={job.responsibilities} className="max-w-3xl" />
      </Section>

      <Section id="requirements" title={copy.requirements}>
        <CheckList items={job.requirements} className="max-w-3xl" />
        {job.niceToHave && (
          <div id="nice-to-have" className="mt-12">
            <h3 className="text-xl font-semibold text-ink">{copy.niceToHave}</h3>
            <CheckList items={job.niceToHave} className="mt-4 max-w-3xl" />
          </div>
        )}
      </Section>

      <Section id="salary" tone="muted" title={copy.salary.title}>
        <dl className="grid max-w-3xl gap-6 sm:grid-cols-[2fr_1fr_1fr]">
          <div>
            <dt className="text-sm text-ink-muted">{copy.salary.label}</dt>
            <dd className="mt-1 text-xl font-semibold text-ink">
              {salary} <span className="text-base font-normal text-ink-muted">{perUnit}</span>
            </dd>
          </div>
          <div>
            <dt className="text-sm text-ink-muted">{copy.facts.location}</dt>
            <dd className="mt-1 text-xl font-semibold text-ink">{job.location}</dd>
          </div>
          <div>
            <dt className="text-sm text-ink-muted">{copy.facts.workArrangement}</dt>
            <dd className="mt-1 text-xl font-semibold text-ink">{job.workArrangement}</dd>
          </div>
        </dl>
        <p className="mt-6 max-w-3xl leading-7 text-ink-muted">{copy.salary.note}</p>
      </Section>

      <Section id="offer" title={copy.offer.title} intro={copy.offer.lead}>
        <IconFeatureGrid items={benefits} columns={3} />
        {job.roleBenefits && (
          <div className="mt-12">
            <h3 className="text-xl font-semibold text-ink">{copy.offer.roleSpecific}</h3>
            <CheckList items={job.roleBenefits} className="mt-4 max-w-3xl" />
          </div>
        )}
      </Section>

      <Section id="hiring" tone="muted" title={copy.hiring.title} intro={copy.hiring.lead}>
        <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {copy.hiring.stages.map((stage, index) => (
            <li
              key={stage.title}
              className="rounded-[var(--radius-card)] border border-line bg-surface p-6"
            >
              <span aria-hidden="true" className="text-sm font-semibold text-brand-700">
                {String(index + 1).padStart(2, "0")}
              </span>
              <h3 className="mt-2 font-semibold text-ink">{stage.title}</h3>
              <p className="mt-1 text-sm font-semibold text-ink">{stage.timing}</p>
              <p className="mt-2 text-sm leading-6 text-ink-muted">{stage.description}</p>
            </li>
          ))}
        </ol>
      </Section>

      <JobApply
        jobSlug={job.slug}
        form={applicationForm}
        title={copy.apply.title}
        lead={copy.apply.lead}
        role={job.title}
        mailto={mailto}
        emailLabel={copy.apply.email}
        email={email}
        questionLabel={copy.apply.question}
        questionAbout={copy.apply.questionAbout}
      />
    </>
  );
}
