import { Link } from "react-router";
import { FirstScreenEnd } from "~/components/site/FirstScreenEnd";
import { BackButton } from "~/components/ui/BackButton";
import { CaseStudyList } from "~/components/sections/CaseStudyList";
import { FaqAccordion } from "~/components/sections/FaqAccordion";
import { FeatureCarousel } from "~/components/sections/FeatureCarousel";
import { ProcessSteps } from "~/components/sections/ProcessSteps";
import { ServiceIcon } from "~/components/ui/ServiceIcon";
import { Breadcrumbs } from "~/components/ui/Breadcrumbs";
import { buttonClass, ButtonLink } from "~/components/ui/Button";
import { Card } from "~/components/ui/Card";
import { Icon } from "~/components/ui/Icon";
import { Picture } from "~/components/ui/Picture";
import { Section } from "~/components/ui/Section";
import { findArtwork } from "~/content/artwork";
import { caseStudiesForService, caseStudyPage } from "~/content/case-studies";
import { caseStudySummary } from "~/lib/case-study-summary";
import { findService, servicePage } from "~/content/services";
import { breadcrumbJsonLd } from "~/lib/jsonld";
import { faqPageJsonLd, serviceJsonLd } from "~/lib/service-jsonld";
import { goalAttributes } from "~/lib/goals";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/service-detail";

// Runs at build time only (every service page is pre-rendered): the page ships its own
// service's content in the HTML instead of all eight services in its JavaScript.
export function loader({ params }: Route.LoaderArgs) {
  const service = findService(params.slug);
  const copy = servicePage;
  if (!service) return { copy, service: null, picture: null, studies: [], studiesCopy: null };
  return {
    copy,
    service,
    picture: findArtwork(service.image),
    studies: caseStudiesForService(service.slug).map(caseStudySummary),
    studiesCopy: { ...caseStudyPage.related, readMore: caseStudyPage.card.readMore },
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => {
  const service = loaderData?.service;
  if (!service) {
    return pageMeta({
      title: loaderData.copy.notFound.title,
      description: loaderData.copy.notFound.description,
      path: "/services",
      noindex: true,
    });
  }
  const path = `/services/${service.slug}`;
  return pageMeta({
    title: service.title,
    description: service.description,
    path,
    image: `/og/services/${service.slug}.png`,
    jsonLd: [
      serviceJsonLd(service),
      faqPageJsonLd(service.faqs),
      breadcrumbJsonLd([
        { name: loaderData.copy.breadcrumb, path: "/services" },
        { name: service.title, path },
      ]),
    ],
  });
};

export default function ServiceDetailRoute({ loaderData }: Route.ComponentProps) {
  const { copy, service, picture, studies, studiesCopy } = loaderData;
  if (!service || !picture) return <ServiceNotFound copy={copy.notFound} />;
  const headline = studies[0];
  const sections = [
    { id: "overview", label: copy.overview },
    { id: "process", label: copy.process.title },
    { id: "faq", label: copy.faq },
    ...(studiesCopy && studies.length > 0
      ? [{ id: "case-studies", label: studiesCopy.title }]
      : []),
  ];
  return (
    <>
      <section
        aria-labelledby="service-title"
        className="relative overflow-hidden border-b border-line bg-surface-muted"
      >
        <div className="container-page relative grid grid-cols-1 items-center gap-10 py-12 sm:py-16 md:grid-cols-2 lg:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)] lg:gap-14">
          <div>
            <Breadcrumbs
              trail={[{ name: copy.breadcrumb, path: "/services" }]}
              current={service.title}
            />
            <div className="mt-6">
              <ServiceIcon name={service.icon} gradient={service.gradient} size="lg" />
            </div>
            <h1
              id="service-title"
              className="mt-5 text-4xl font-semibold tracking-tight text-balance text-ink sm:text-5xl"
            >
              {service.title}
            </h1>
            <p className="mt-5 max-w-xl text-lg leading-8 text-ink-muted">{service.description}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <ButtonLink
                to={copy.hero.primary.href}
                size="lg"
                {...goalAttributes("cta-hero", { cta: "primary" })}
              >
                {copy.hero.primary.label}
                <Icon name="arrowRight" className="h-5 w-5" />
              </ButtonLink>
              <BackButton fallback="/services" className={buttonClass("secondary", "lg")}>
                <Icon name="arrowLeft" className="h-5 w-5" />
                {copy.hero.back}
              </BackButton>
            </div>
          </div>
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
            <dl className="grid gap-5 p-6 text-sm sm:grid-cols-2">
              <div>
                <dt className="font-semibold text-ink">{copy.process.title}</dt>
                <dd className="mt-1 leading-6 text-ink-muted">
                  {service.process.map((step) => step.title).join(" → ")}
                </dd>
              </div>
              {headline && (
                <div>
                  <dt className="font-semibold text-ink">{headline.client}</dt>
                  <dd className="mt-1 leading-6 text-ink-muted">
                    <span className="block text-2xl font-semibold tracking-tight text-brand-700">
                      {headline.outcomes[0]!.value}
                    </span>
                    {headline.outcomes[0]!.label}
                  </dd>
                </div>
              )}
            </dl>
          </div>
        </div>
        <FirstScreenEnd />
      </section>

      <div className="container-page py-16 sm:py-20">
        <FeatureCarousel label={copy.features} features={service.features} />
      </div>

      <div className="border-t border-line bg-surface-muted">
        <div className="container-page grid grid-cols-1 gap-x-16 py-12 sm:py-16 lg:grid-cols-[minmax(0,1fr)_17rem]">
          {/* A phone shows the contents first and the call to action last; a wide screen keeps both beside the text. */}
          <div className="contents lg:sticky lg:top-24 lg:col-start-2 lg:row-start-1 lg:block lg:space-y-8 lg:self-start">
            <nav aria-label={copy.onThisPage} className="order-first pb-4 lg:pb-0">
              <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">
                {copy.onThisPage}
              </p>
              <ul className="mt-3 flex flex-wrap gap-2 lg:flex-col lg:gap-0 lg:border-s lg:border-line">
                {sections.map((section) => (
                  <li key={section.id}>
                    <a
                      href={`#${section.id}`}
                      className="inline-flex rounded-full border border-line bg-surface px-3 py-1.5 text-sm font-medium text-ink hover:border-brand-300 hover:text-brand-700 lg:-ms-px lg:rounded-none lg:border-0 lg:border-s-2 lg:border-transparent lg:bg-transparent lg:px-4 lg:py-2 lg:hover:border-brand-600"
                    >
                      {section.label}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
            <Card
              as="section"
              aria-labelledby="service-contact"
              className="order-last mt-12 p-6 lg:mt-0"
            >
              <h2 id="service-contact" className="text-xl font-semibold tracking-tight text-ink">
                {copy.cta.title.replaceAll("{name}", service.title)}
              </h2>
              <p className="mt-2 text-sm leading-6 text-ink-muted">{copy.cta.body}</p>
              <div className="mt-5 flex flex-wrap gap-3">
                <ButtonLink to={copy.cta.primary.href}>{copy.cta.primary.label}</ButtonLink>
                <ButtonLink to={copy.cta.secondary.href} variant="secondary">
                  {copy.cta.secondary.label}
                </ButtonLink>
              </div>
            </Card>
          </div>

          <div className="min-w-0 space-y-16 sm:space-y-20">
            <section id="overview" aria-labelledby="overview-title" className="scroll-mt-24 pt-4">
              <h2
                id="overview-title"
                className="text-3xl font-semibold tracking-tight text-ink sm:text-4xl"
              >
                {copy.overview}
              </h2>
              <div className="mt-8 max-w-3xl space-y-5 text-lg leading-8 text-ink-muted">
                {service.overview.map((paragraph) => (
                  <p key={paragraph.slice(0, 32)}>{paragraph}</p>
                ))}
              </div>
            </section>

            <section id="process" aria-labelledby="process-title" className="scroll-mt-24">
              <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">
                {copy.process.eyebrow}
              </p>
              <h2
                id="process-title"
                className="mt-2 text-3xl font-semibold tracking-tight text-ink sm:text-4xl"
              >
                {copy.process.title}
              </h2>
              <div className="mt-8">
                <ProcessSteps steps={service.process} />
              </div>
            </section>

            <section id="faq" aria-labelledby="faq-title" className="scroll-mt-24">
              <h2
                id="faq-title"
                className="text-3xl font-semibold tracking-tight text-ink sm:text-4xl"
              >
                {copy.faq}
              </h2>
              <div className="mt-8 max-w-3xl">
                <FaqAccordion name="faq" faqs={service.faqs} />
              </div>
            </section>
          </div>
        </div>
      </div>

      {studiesCopy && studies.length > 0 && (
        <Section
          id="case-studies"
          eyebrow={studiesCopy.eyebrow}
          title={studiesCopy.title}
          className="scroll-mt-16"
        >
          <CaseStudyList studies={studies} readMore={studiesCopy.readMore} />
        </Section>
      )}
    </>
  );
}

/** What an unknown service slug shows. */
function ServiceNotFound({
  copy,
}: {
  copy: { title: string; description: string; link: string; back: string };
}) {
  return (
    <section aria-labelledby="service-missing" className="container-page py-24 text-center">
      <h1
        id="service-missing"
        className="text-3xl font-semibold tracking-tight text-ink sm:text-4xl"
      >
        {copy.title}
      </h1>
      <p className="mt-3 text-ink-muted">
        {copy.description}{" "}
        <Link className="font-medium text-brand-700 underline" to="/services">
          {copy.link}
        </Link>
        .
      </p>
      <BackButton fallback="/services" className={buttonClass("primary", "lg", "mt-8")}>
        <Icon name="arrowLeft" className="h-5 w-5" />
        {copy.back}
      </BackButton>
      <FirstScreenEnd />
    </section>
  );
}
