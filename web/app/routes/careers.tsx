import { Link } from "react-router";
import { PageHero } from "~/components/site/PageHero";
import { IconFeatureGrid } from "~/components/sections/IconFeatureGrid";
import { JobCard, jobCardData } from "~/components/sections/JobCard";
import { buttonClass } from "~/components/ui/Button";
import { Isolated, englishText } from "~/components/ui/EnglishOnly";
import { Section } from "~/components/ui/Section";
import {
  careersBenefits,
  careersHeroLink,
  careersValues,
  hiringSteps,
  jobOpenings,
  jobPage,
} from "~/content/jobs";
import { pageIntros } from "~/content/page-intros";
import { pageSections } from "~/content/page-sections";
import { withCount } from "~/lib/with-count";
import { jobPath } from "~/lib/job-openings";
import { innerPageMeta } from "~/lib/page-meta";
import { site } from "~/site";
import type { Route } from "./+types/careers";

// Content arrives through the loader, which runs at build time: the copy is in the HTML and
// the route's JavaScript carries only the components.
export const loader = () => {
  const sections = pageSections.careers;
  return {
    intro: pageIntros.careers,
    sections: {
      ...sections,
      positions: {
        ...sections.positions,
        title: withCount(sections.positions.title, jobOpenings.length),
      },
    },
    jobOpenings: jobOpenings.map(jobCardData),
    careersValues,
    careersBenefits,
    hiringSteps,
    cardLink: jobPage.cardLink,
    seeOpenPositions: careersHeroLink,
  };
};

// Each position's JobPosting data is on its own page (/careers/<slug>), where search engines expect it.
export const meta = ({ loaderData }: Route.MetaArgs) => innerPageMeta(loaderData.intro, "/careers");

export default function CareersRoute({
  loaderData: {
    intro,
    sections,
    jobOpenings,
    careersValues,
    careersBenefits,
    hiringSteps,
    cardLink,
    seeOpenPositions,
  },
}: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow={intro.eyebrow}
        title={intro.title}
        lead={intro.lead}
        aside={
          <nav
            aria-labelledby="positions-at-a-glance"
            className="rounded-3xl border border-line bg-surface-raised p-6 shadow-[var(--shadow-card)] sm:p-8"
          >
            <p
              id="positions-at-a-glance"
              className="text-sm font-semibold uppercase tracking-wider text-brand-700"
            >
              {sections.positions.title}
            </p>
            <ul className="mt-3 divide-y divide-line">
              {jobOpenings.map((job) => (
                <li key={job.slug} className="py-3">
                  <Link
                    to={jobPath(job.slug)}
                    {...englishText(job.untranslated)}
                    className="font-semibold text-ink hover:text-brand-700 hover:underline"
                  >
                    {job.title}
                  </Link>
                  <p className="mt-0.5 text-sm text-ink-muted">
                    <Isolated english={job.facts.department.english}>
                      {job.facts.department.text}
                    </Isolated>
                    {" · "}
                    <Isolated english={job.facts.location.english}>
                      {job.facts.location.text}
                    </Isolated>
                  </p>
                </li>
              ))}
            </ul>
          </nav>
        }
      >
        <div className="mt-8 flex flex-wrap gap-3">
          <a href="#open-positions" data-pagefind-ignore className={buttonClass("primary", "lg")}>
            {seeOpenPositions}
          </a>
          <a
            href={`mailto:${site.contact.careersEmail}`}
            data-pagefind-ignore
            className={buttonClass("secondary", "lg")}
          >
            <bdi>{site.contact.careersEmail}</bdi>
          </a>
        </div>
      </PageHero>
      <Section id="values" {...sections.values}>
        <IconFeatureGrid items={careersValues} columns={4} />
      </Section>
      <Section id="benefits" tone="muted" {...sections.benefits}>
        <IconFeatureGrid items={careersBenefits} columns={3} />
      </Section>
      <Section id="open-positions" {...sections.positions}>
        <ul className="space-y-6">
          {jobOpenings.map((job) => (
            <li key={job.slug}>
              <JobCard job={job} linkLabel={cardLink} />
            </li>
          ))}
        </ul>
      </Section>
      <Section id="hiring-process" tone="muted" {...sections.hiring}>
        <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {hiringSteps.map((step, index) => (
            <li
              key={step.title}
              className="rounded-[var(--radius-card)] border border-line bg-surface p-6"
            >
              <span aria-hidden="true" className="text-sm font-semibold text-brand-700">
                {String(index + 1).padStart(2, "0")}
              </span>
              <h3 className="mt-2 font-semibold text-ink">{step.title}</h3>
              <p className="mt-2 text-sm leading-6 text-ink-muted">{step.description}</p>
            </li>
          ))}
        </ol>
      </Section>
    </>
  );
}
