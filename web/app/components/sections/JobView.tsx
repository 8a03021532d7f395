import type { ReactNode } from "react";
import { buttonClass } from "~/components/ui/Button";
import { Breadcrumbs } from "~/components/ui/Breadcrumbs";
import { Icon } from "~/components/ui/Icon";
import { RichText } from "~/components/ui/RichText";
import { EnglishOnlyNotice, Isolated, englishText } from "~/components/ui/EnglishOnly";
import { ActionBar } from "~/components/ui/ActionBar";
import type { ApplicationFormCopy } from "~/content/application-form";
import type { JobOpening, JobPage } from "~/content/schema";
import type { CoreValue } from "~/content/types";
import { careersPath } from "~/lib/job-openings";
import type { JobFacts } from "~/lib/job-facts";
import { CheckList } from "~/components/ui/CheckList";
import { IconFeatureGrid } from "./IconFeatureGrid";
import { JobApply } from "./JobApply";
import { FirstScreenEnd } from "~/components/site/FirstScreenEnd";
import { ui } from "~/content/ui";

export interface JobViewProps {
  job: JobOpening;
  /** The job's facts in the page's words, written by the loader (lib/job-facts.ts). */
  facts: JobFacts;
  copy: JobPage;
  benefits: readonly CoreValue[];
  salary: string;
  /** The closing date written out by the loader (lib/format.ts). */
  validThrough: string;
  mailto: string;
  email: string;
  applicationForm: ApplicationFormCopy;
}

/** An open position on its own page: the role, what it asks and offers, pay, hiring stages, apply. */
export function JobView({
  job,
  facts: jobFacts,
  copy,
  benefits,
  salary,
  validThrough,
  mailto,
  email,
  applicationForm,
}: JobViewProps) {
  // The contract, the years and a named place are the page's words; what the job's file writes
  // (its department, an unnamed place) is English in a job shown from English.
  const facts = [
    { term: copy.facts.department, value: jobFacts.department, icon: "briefcase" as const },
    { term: copy.facts.location, value: jobFacts.location, icon: "mapPin" as const },
    { term: copy.facts.workArrangement, value: jobFacts.workArrangement, icon: "house" as const },
    { term: copy.facts.type, value: jobFacts.type, icon: "clock" as const },
    { term: copy.facts.experience, value: jobFacts.experience, icon: "award" as const },
    {
      term: copy.facts.validThrough,
      value: { text: validThrough, english: false },
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
              { name: ui.home, path: "/" },
              { name: copy.breadcrumb, path: careersPath },
            ]}
            current={job.title}
            currentInEnglish={job.untranslated}
          />
          <p
            {...englishText(jobFacts.department.english)}
            className="mt-8 text-sm font-semibold uppercase tracking-wider text-brand-700"
          >
            {jobFacts.department.text}
          </p>
          <EnglishOnlyNotice untranslated={job.untranslated} className="mt-3" />
          <h1
            id="job-title"
            {...englishText(job.untranslated)}
            className="mt-3 max-w-3xl text-4xl font-semibold tracking-tight text-balance text-ink sm:text-5xl"
          >
            {job.title}
          </h1>
          <p
            {...englishText(job.untranslated)}
            className="mt-5 max-w-2xl text-lg leading-8 text-ink-muted"
          >
            {job.summary}
          </p>
        </div>
        <FirstScreenEnd />
      </section>

      {/* One document: the role's sections in one column, its facts and the Apply link beside
          them (sticky from lg; first, under the opening, on a narrower screen, where the bar at
          the end follows the reader down to the form). */}
      <div>
        <div className="container-page grid gap-10 py-10 sm:py-14 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-16 lg:py-16 xl:gap-24">
          <div className="lg:col-start-2 lg:row-start-1">
            <div className="rounded-[var(--radius-card)] border border-line bg-surface-raised p-6 shadow-[var(--shadow-card)] lg:sticky lg:top-[calc(var(--header-height)+2rem)]">
              <dl
                id="job-facts"
                className="grid grid-cols-1 gap-x-6 gap-y-4 text-sm min-[24rem]:grid-cols-2 lg:grid-cols-1"
              >
                {facts.map((fact) => (
                  <div key={fact.term}>
                    <dt className="flex items-center gap-2 text-ink-muted">
                      <Icon name={fact.icon} className="h-4 w-4 shrink-0 text-brand-700" />
                      <span className="min-w-0">{fact.term}</span>
                    </dt>
                    <dd className="ps-6 font-semibold text-ink">
                      {/* An isolate: an English value runs left to right yet keeps the list's side. */}
                      <Isolated english={fact.value.english}>{fact.value.text}</Isolated>
                    </dd>
                  </div>
                ))}
              </dl>
              <a href="#apply" className={buttonClass("primary", "lg", "mt-6 w-full")}>
                {copy.apply.title}
              </a>
            </div>
          </div>

          <div className="min-w-0 lg:col-start-1 lg:row-start-1">
            <DocSection id="role" title={copy.role} english={job.untranslated}>
              <RichText html={job.html} />
            </DocSection>

            <DocSection
              id="responsibilities"
              title={copy.responsibilities}
              english={job.untranslated}
            >
              <CheckList items={job.responsibilities} className="max-w-3xl" />
            </DocSection>

            <DocSection id="requirements" title={copy.requirements}>
              <CheckList
                items={job.requirements}
                className="max-w-3xl"
                english={job.untranslated}
              />
              {job.niceToHave && (
                <div id="nice-to-have" className="mt-8">
                  <h3 className="text-lg font-semibold text-ink">{copy.niceToHave}</h3>
                  <CheckList
                    items={job.niceToHave}
                    className="mt-3 max-w-3xl"
                    english={job.untranslated}
                  />
                </div>
              )}
            </DocSection>

            <DocSection id="salary" title={copy.salary.title}>
              <dl className="grid max-w-3xl gap-6 rounded-[var(--radius-card)] bg-surface-muted p-6 sm:grid-cols-[2fr_1fr_1fr]">
                <div>
                  <dt className="text-sm text-ink-muted">{copy.salary.label}</dt>
                  <dd className="mt-1 text-xl font-semibold text-ink">
                    {salary} <span className="text-base font-normal text-ink-muted">{perUnit}</span>
                  </dd>
                </div>
                <div>
                  <dt className="text-sm text-ink-muted">{copy.facts.location}</dt>
                  <dd className="mt-1 text-xl font-semibold text-ink">
                    <Isolated english={jobFacts.location.english}>
                      {jobFacts.location.text}
                    </Isolated>
                  </dd>
                </div>
                <div>
                  <dt className="text-sm text-ink-muted">{copy.facts.workArrangement}</dt>
                  <dd className="mt-1 text-xl font-semibold text-ink">
                    {jobFacts.workArrangement.text}
                  </dd>
                </div>
              </dl>
              <p className="mt-5 max-w-3xl leading-7 text-ink-muted">{copy.salary.note}</p>
            </DocSection>

            <DocSection id="offer" title={copy.offer.title} intro={copy.offer.lead}>
              <IconFeatureGrid items={benefits} columns={2} />
              {job.roleBenefits && (
                <div className="mt-10">
                  <h3 className="text-lg font-semibold text-ink">{copy.offer.roleSpecific}</h3>
                  <CheckList items={job.roleBenefits} className="mt-3 max-w-3xl" />
                </div>
              )}
            </DocSection>

            <DocSection id="hiring" title={copy.hiring.title} intro={copy.hiring.lead}>
              <ol className="grid gap-4 sm:grid-cols-2">
                {copy.hiring.stages.map((stage, index) => (
                  <li
                    key={stage.title}
                    className="rounded-[var(--radius-card)] border border-line bg-surface-raised p-5"
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
            </DocSection>
          </div>
        </div>
        <ActionBar>
          <p className="hidden min-w-0 grow sm:block">
            <span
              {...englishText(job.untranslated)}
              className="block truncate font-semibold text-ink"
            >
              {job.title}
            </span>
            <span className="block truncate text-sm text-ink-muted">
              <Isolated english={jobFacts.location.english}>{jobFacts.location.text}</Isolated>
              {" · "}
              {jobFacts.workArrangement.text} · {jobFacts.type.text}
            </span>
          </p>
          <a href="#apply" className={buttonClass("primary", "lg", "grow sm:grow-0")}>
            {copy.apply.title}
          </a>
        </ActionBar>
      </div>

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

/** A section of the job's one document: a heading over its part, a hairline between parts. */
function DocSection({
  id,
  title,
  intro,
  children,
  english,
}: {
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
  /** The job's own text is shown in English inside another language's page. */
  english?: boolean;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-24 border-t border-line py-10 first:border-t-0 first:pt-0 last:pb-0 sm:py-12"
    >
      <h2 id={`${id}-title`} className="text-2xl font-semibold tracking-tight text-ink sm:text-3xl">
        {title}
      </h2>
      {intro && <p className="mt-3 max-w-3xl text-lg leading-8 text-ink-muted">{intro}</p>}
      <div className="mt-6" {...englishText(english)}>
        {children}
      </div>
    </section>
  );
}
