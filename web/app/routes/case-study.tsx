import { Link } from "react-router";
import { FirstScreenEnd } from "~/components/site/FirstScreenEnd";
import { CaseStudyOutcomes } from "~/components/sections/CaseStudyOutcomes";
import { CheckList } from "~/components/ui/CheckList";
import { TagList } from "~/components/ui/TagList";
import { ActionBar } from "~/components/ui/ActionBar";
import { ButtonLink } from "~/components/ui/Button";
import { contactCta } from "~/content/navigation";
import { NotFound, notFoundMessage } from "~/components/site/NotFound";
import { Icon } from "~/components/ui/Icon";
import { KeepCompounds } from "~/components/ui/KeepCompounds";
import { Breadcrumbs } from "~/components/ui/Breadcrumbs";
import { RichText } from "~/components/ui/RichText";
import { findArtwork } from "~/content/artwork";
import { ClientMark } from "~/components/sections/ClientMarks";
import { CaseStudyList } from "~/components/sections/CaseStudyList";
import { Section } from "~/components/ui/Section";
import { caseStudyPage, findCaseStudy, nextCaseStudies } from "~/content/case-studies";
import { findClientLogo } from "~/content/clients";
import { findIndustry } from "~/content/industries";
import { findService } from "~/content/services";
import type { Service } from "~/content/types";
import { caseStudiesPath, filterPath } from "~/lib/case-study-filters";
import { caseStudyJsonLd } from "~/lib/case-study-jsonld";
import { caseStudySummary } from "~/lib/case-study-summary";
import { formatLongDate } from "~/lib/format";
import { intlLocale } from "~/lib/locale";
import { breadcrumbJsonLd } from "~/lib/jsonld";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/case-study";
import { ui } from "~/content/ui";

/** Runs at build time for each case study: the page's HTML carries the study, its JS does not. */
export function loader({ params }: Route.LoaderArgs) {
  const copy = caseStudyPage;
  const study = findCaseStudy(params.slug);
  if (!study) return { copy, study: null };
  const industry = findIndustry(study.industry);
  return {
    copy,
    study,
    path: `${caseStudiesPath}/${study.slug}`,
    socialImage: `/og/case-studies/${study.slug}.png`,
    picture: findArtwork(study.image),
    clientLogo: findClientLogo(study.client)?.src,
    industry: {
      slug: study.industry,
      name: industry?.title ?? study.industry,
      path: `/industries/${study.industry}`,
      studiesPath: filterPath("industry", study.industry),
    },
    services: study.services
      .map(findService)
      .filter((s): s is Service => s !== undefined)
      .map(({ slug, title, description }) => ({ slug, title, description })),
    more: nextCaseStudies(study).map(caseStudySummary),
    // Written here, at build time: a page's first Intl object is a long task on a phone.
    published: formatLongDate(study.datePublished),
    storyLabel: new Intl.ListFormat(intlLocale, { type: "unit" }).format([
      copy.challenge,
      copy.solution,
    ]),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => {
  if (!loaderData.study)
    return pageMeta({
      title: notFoundMessage,
      description: ui.notFound.description,
      path: "/404",
      noindex: true,
    });
  const { study, path, socialImage, copy } = loaderData;
  return [
    ...pageMeta({
      title: `${study.client}: ${study.title}`,
      description: study.summary,
      path,
      image: socialImage,
      type: "article",
      jsonLd: [
        caseStudyJsonLd(study, { path, image: socialImage }),
        breadcrumbJsonLd([
          { name: copy.breadcrumb.resources, path: "/resources" },
          { name: copy.breadcrumb.caseStudies, path: caseStudiesPath },
          { name: study.client, path },
        ]),
      ],
    }),
    { property: "article:published_time", content: study.datePublished },
  ];
};

const asideHeading = "text-sm font-semibold uppercase tracking-wider text-brand-700";
const textLink = "font-medium text-brand-700 underline-offset-4 hover:underline";

export default function CaseStudyRoute({ loaderData }: Route.ComponentProps) {
  if (!loaderData.study) return <NotFound />;
  const { copy, study, picture, clientLogo, industry, services, more, published, storyLabel } =
    loaderData;
  return (
    <>
      <section
        aria-labelledby="case-study-title"
        className="relative overflow-hidden border-b border-line bg-surface-muted"
      >
        <div className="container-page relative grid grid-cols-1 items-center gap-10 py-12 sm:py-16 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)]">
          <div>
            <Breadcrumbs
              trail={[
                { name: copy.breadcrumb.home, path: "/" },
                { name: copy.breadcrumb.resources, path: "/resources" },
                { name: copy.breadcrumb.caseStudies, path: caseStudiesPath },
              ]}
              current={study.client}
            />
            <p className="mt-6 text-sm font-semibold uppercase tracking-wider text-brand-700">
              {industry.name}
            </p>
            <h1
              id="case-study-title"
              className="mt-3 text-4xl font-semibold tracking-tight text-balance text-ink sm:text-5xl"
            >
              <KeepCompounds text={study.title} />
            </h1>
            <p className="mt-5 max-w-xl text-lg leading-8 text-ink-muted">{study.summary}</p>
            <dl className="mt-8 grid grid-cols-2 gap-x-8 gap-y-4 text-sm sm:grid-cols-4 lg:grid-cols-2">
              <div>
                <dt className="font-semibold text-ink">{copy.facts.client}</dt>
                <dd className="mt-1 flex flex-wrap items-center gap-x-2 text-ink-muted">
                  {study.client}
                  {clientLogo && <ClientMark src={clientLogo} className="h-7" />}
                </dd>
              </div>
              <div>
                <dt className="font-semibold text-ink">{copy.facts.industry}</dt>
                <dd className="mt-1">
                  <Link to={industry.path} className={textLink}>
                    {industry.name}
                  </Link>
                </dd>
              </div>
              <div>
                <dt className="font-semibold text-ink">{copy.facts.duration}</dt>
                <dd className="mt-1 text-ink-muted">{study.duration}</dd>
              </div>
              <div>
                <dt className="font-semibold text-ink">{copy.facts.published}</dt>
                <dd className="mt-1 text-ink-muted">
                  <time dateTime={study.datePublished}>{published}</time>
                </dd>
              </div>
            </dl>
          </div>
          <CaseStudyOutcomes title={copy.outcomes} outcomes={study.outcomes} picture={picture} />
        </div>
        <FirstScreenEnd />
      </section>

      {/* The story, and the enquiry action that follows the reader through it: a bar at the
          bottom below lg, the aside's last card from lg. */}
      <div>
        <section
          aria-label={storyLabel}
          className="container-page grid gap-10 py-16 sm:py-20 lg:grid-cols-2 lg:gap-16"
        >
          <div>
            <h2 className="text-2xl font-semibold tracking-tight text-ink">{copy.challenge}</h2>
            <p className="mt-4 text-lg leading-8 text-ink-muted">{study.challenge}</p>
          </div>
          <div>
            <h2 className="text-2xl font-semibold tracking-tight text-ink">{copy.solution}</h2>
            <p className="mt-4 text-lg leading-8 text-ink-muted">{study.solution}</p>
          </div>
        </section>

        <div className="border-t border-line bg-surface-muted">
          <div className="container-page grid gap-12 py-16 sm:py-20 lg:grid-cols-[1fr_22rem]">
            <RichText html={study.html} />
            <aside className="space-y-10 lg:border-s lg:border-line lg:ps-10">
              <section aria-labelledby="results-title">
                <h2 id="results-title" className={asideHeading}>
                  {copy.results}
                </h2>
                <CheckList items={study.results} className="mt-4 space-y-3 text-base text-ink" />
              </section>
              <section aria-labelledby="technologies-title">
                <h2 id="technologies-title" className={`${asideHeading} mb-4`}>
                  {copy.technologies}
                </h2>
                <TagList
                  items={study.technologies}
                  label={`${copy.technologies}: ${study.client}`}
                />
              </section>
              <section aria-labelledby="services-title">
                <h2 id="services-title" className={asideHeading}>
                  {copy.services}
                </h2>
                <ul className="mt-4 space-y-3">
                  {services.map((service) => (
                    <li key={service.slug}>
                      <Link
                        to={`/services/${service.slug}`}
                        className={`${textLink} inline-flex items-center gap-2`}
                      >
                        {service.title}
                        <Icon name="arrowRight" className="h-4 w-4" />
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
              <section aria-labelledby="industry-title">
                <h2 id="industry-title" className={asideHeading}>
                  {copy.industry}
                </h2>
                <ul className="mt-4 space-y-3">
                  <li>
                    <Link
                      to={industry.path}
                      className={`${textLink} inline-flex items-center gap-2`}
                    >
                      {copy.industryLink} {industry.name}
                      <Icon name="arrowRight" className="h-4 w-4" />
                    </Link>
                  </li>
                  <li>
                    <Link
                      to={industry.studiesPath}
                      className={`${textLink} inline-flex items-center gap-2`}
                    >
                      {copy.filters.industryTitle} {industry.name}
                      <Icon name="arrowRight" className="h-4 w-4" />
                    </Link>
                  </li>
                </ul>
              </section>
              {/* Last in the aside, so it sticks only once the reader has passed the rest of it. */}
              <div className="hidden rounded-[var(--radius-card)] border border-line bg-surface-raised p-6 shadow-[var(--shadow-card)] lg:sticky lg:top-[calc(var(--header-height)+2rem)] lg:block">
                <p className="text-sm text-ink-muted">
                  {study.client} · {industry.name} ·{" "}
                  <span className="whitespace-nowrap">{study.duration}</span>
                </p>
                <ButtonLink to={contactCta.href} size="lg" className="mt-4 w-full">
                  {contactCta.label}
                  <Icon name="arrowRight" className="h-5 w-5" />
                </ButtonLink>
              </div>
            </aside>
          </div>
        </div>
        <ActionBar>
          <p className="hidden min-w-0 grow sm:block">
            <span className="block truncate font-semibold text-ink">{study.client}</span>
            <span className="block truncate text-sm text-ink-muted">{study.title}</span>
          </p>
          <ButtonLink to={contactCta.href} size="lg" className="grow sm:grow-0">
            {contactCta.label}
            <Icon name="arrowRight" className="h-5 w-5" />
          </ButtonLink>
        </ActionBar>
      </div>

      {/* The next stories, nearest first: the page ends on them, not on its own enquiry action
          above the footer's band. */}
      {more.length > 0 && (
        <Section id="more-case-studies" eyebrow={copy.more.eyebrow} title={copy.more.title}>
          <CaseStudyList studies={more} readMore={copy.card.readMore} />
        </Section>
      )}
    </>
  );
}
