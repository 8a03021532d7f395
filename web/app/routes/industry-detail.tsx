import { Link } from "react-router";
import { PageHero } from "~/components/site/PageHero";
import { Picture } from "~/components/ui/Picture";
import { findArtwork } from "~/content/artwork";
import { NotFound, notFoundMessage } from "~/components/site/NotFound";
import { CaseStudyList } from "~/components/sections/CaseStudyList";
import { LinkCard } from "~/components/ui/LinkCard";
import { Card } from "~/components/ui/Card";
import { Icon } from "~/components/ui/Icon";
import { Section } from "~/components/ui/Section";
import { caseStudiesForIndustry, caseStudyPage } from "~/content/case-studies";
import { caseStudySummary } from "~/lib/case-study-summary";
import { findIndustry } from "~/content/industries";
import { industryPage } from "~/content/page-sections";
import { findService } from "~/content/services";
import type { Service } from "~/content/types";
import { innerPageMeta } from "~/lib/page-meta";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/industry-detail";
import { ui } from "~/content/ui";

/** Runs at build time for each industry page: the route's JavaScript carries no content. */
export function loader({ params }: Route.LoaderArgs) {
  const industry = findIndustry(params.slug);
  const { sections, hero, serviceLink } = industryPage;
  if (!industry)
    return {
      industry: null,
      picture: null,
      sections,
      hero,
      serviceLink,
      services: [],
      studies: [],
      readMore: "",
    };
  return {
    industry,
    picture: findArtwork(industry.image),
    sections,
    hero,
    serviceLink,
    services: industry.serviceSlugs
      .map(findService)
      .filter((s): s is Service => s !== undefined)
      .map(({ slug, icon, title, description }) => ({ slug, icon, title, description })),
    // Each case study names its industry: the one source of which studies an industry page lists.
    studies: caseStudiesForIndustry(industry.slug).map(caseStudySummary),
    readMore: caseStudyPage.card.readMore,
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => {
  const { industry } = loaderData;
  if (!industry)
    return pageMeta({
      title: notFoundMessage,
      description: ui.notFound.description,
      path: "/404",
      noindex: true,
    });
  return innerPageMeta(
    { metaTitle: industry.title, description: industry.summary },
    `/industries/${industry.slug}`,
    {
      parents: [{ name: loaderData.hero.eyebrow, path: "/industries" }],
    },
  );
};

export default function IndustryDetailRoute({
  loaderData: { industry, picture, sections, hero, serviceLink, services, studies, readMore },
}: Route.ComponentProps) {
  if (!industry || !picture) return <NotFound />;
  const proof = studies[0];
  return (
    <>
      <PageHero
        variant="detail"
        eyebrow={hero.eyebrow}
        title={industry.title}
        lead={industry.summary}
        aside={
          <div className="overflow-hidden rounded-3xl border border-line bg-surface-raised shadow-[var(--shadow-lift)]">
            {/* Beside the text from md; a phone skips it (lazy and hidden: never fetched), so its LCP stays the text. */}
            <div className="hidden md:block">
              <Picture
                picture={picture}
                alt=""
                priority="wide"
                sizes="(min-width: 1280px) 540px, 45vw"
                className="aspect-[16/9] w-full object-cover"
              />
            </div>
            {proof && (
              <div
                data-pagefind-ignore
                className="flex flex-wrap items-end justify-between gap-x-6 gap-y-2 p-6"
              >
                <p>
                  <span className="block text-sm font-semibold uppercase tracking-wider text-brand-700">
                    {sections.caseStudies.eyebrow}
                  </span>
                  <span className="mt-1 block text-5xl font-semibold tracking-tight text-ink">
                    {proof.outcomes[0]!.value}
                  </span>
                  <span className="mt-1 block max-w-xs text-sm leading-6 text-ink-muted">
                    {proof.outcomes[0]!.label}
                  </span>
                </p>
                <Link
                  to={proof.path}
                  className="inline-flex items-center gap-2 text-sm font-semibold text-brand-700 hover:underline"
                >
                  {proof.client}
                  <Icon name="arrowRight" className="h-4 w-4" />
                </Link>
              </div>
            )}
          </div>
        }
      >
        <Link
          data-pagefind-ignore
          to="/industries"
          className="mt-6 inline-flex items-center gap-2 text-sm font-semibold text-brand-700 hover:underline"
        >
          <Icon name="arrowLeft" className="h-4 w-4" />
          {hero.back}
        </Link>
      </PageHero>
      <Section id="challenges" {...sections.challenges}>
        <ol className="grid grid-cols-1 gap-6 md:grid-cols-2">
          {industry.challenges.map((challenge, index) => (
            <li
              key={challenge}
              className="flex gap-4 rounded-[var(--radius-card)] border border-line bg-surface-muted p-6"
            >
              <span aria-hidden="true" className="text-2xl font-semibold text-brand-700">
                {String(index + 1).padStart(2, "0")}
              </span>
              <p className="min-w-0 leading-7 text-ink">{challenge}</p>
            </li>
          ))}
        </ol>
      </Section>
      <Section id="what-we-do" tone="muted" {...sections.approach}>
        <ul className="grid grid-cols-1 gap-6 md:grid-cols-2">
          {industry.approach.map((item) => (
            <li key={item}>
              <Card className="flex h-full gap-4 p-6">
                <Icon name="check" className="mt-1 h-5 w-5 shrink-0 text-accent-600" />
                <p className="min-w-0 leading-7 text-ink">{item}</p>
              </Card>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="services" {...sections.services}>
        <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {services.map((service) => (
            <li key={service.slug}>
              <LinkCard
                icon={service.icon}
                title={service.title}
                description={service.description}
                href={`/services/${service.slug}`}
                meta={serviceLink}
              />
            </li>
          ))}
        </ul>
      </Section>
      {studies.length > 0 && (
        <Section id="case-studies" tone="muted" {...sections.caseStudies}>
          <CaseStudyList studies={studies} readMore={readMore} />
        </Section>
      )}
    </>
  );
}
