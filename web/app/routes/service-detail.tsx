import { Link } from "react-router";
import { BackButton } from "~/components/sections/BackButton";
import { CaseStudyCard } from "~/components/sections/CaseStudyCard";
import { FaqAccordion } from "~/components/sections/FaqAccordion";
import { FeatureCarousel } from "~/components/sections/FeatureCarousel";
import { ProcessSteps } from "~/components/sections/ProcessSteps";
import { ServiceIcon } from "~/components/sections/ServiceIcon";
import { buttonClass, ButtonLink } from "~/components/ui/Button";
import { Icon } from "~/components/ui/Icon";
import { Picture } from "~/components/ui/Picture";
import { Section } from "~/components/ui/Section";
import { findArtwork } from "~/content/artwork";
import { caseStudiesForService, caseStudyPage, caseStudySummary } from "~/content/case-studies";
import { findService, servicePage } from "~/content/services";
import { breadcrumbJsonLd } from "~/lib/jsonld";
import { faqPageJsonLd, serviceJsonLd } from "~/lib/service-jsonld";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/service-detail";

// Runs at build time only (every service page is pre-rendered): the page ships its own
// service's content in the HTML instead of all eight services in its JavaScript.
/** What an unknown service slug shows. */
const serviceNotFound = "Service Not Found";

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
    return pageMeta({ title: serviceNotFound, description: loaderData.copy.notFound.description, path: "/services", noindex: true });
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
      breadcrumbJsonLd([{ name: loaderData.copy.breadcrumb, path: "/services" }, { name: service.title, path }]),
    ],
  });
};

export default function ServiceDetailRoute({ loaderData }: Route.ComponentProps) {
  const { copy, service, picture, studies, studiesCopy } = loaderData;
  if (!service || !picture) return <ServiceNotFound copy={copy.notFound} />;
  return (
    <>
      <section aria-labelledby="service-title" className="relative overflow-hidden border-b border-line bg-surface-muted">
        <div className="container-page relative grid items-center gap-10 py-12 sm:py-16 lg:grid-cols-[1.2fr_1fr]">
          <div>
            <nav aria-label="Breadcrumb">
              <ol className="flex items-center gap-2 text-sm text-ink-muted">
                <li><Link to="/services" className="font-medium text-brand-700 hover:underline">{copy.breadcrumb}</Link></li>
                <li aria-hidden="true">/</li>
                <li aria-current="page">{service.title}</li>
              </ol>
            </nav>
            <div className="mt-6">
              <ServiceIcon name={service.icon} gradient={service.gradient} size="lg" />
            </div>
            <h1 id="service-title" className="mt-5 text-4xl font-semibold tracking-tight text-balance text-ink sm:text-5xl">{service.title}</h1>
            <p className="mt-5 max-w-xl text-lg leading-8 text-ink-muted">{service.description}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <ButtonLink to={copy.hero.primary.href} size="lg">
                {copy.hero.primary.label}
                <Icon name="arrowRight" className="h-5 w-5" />
              </ButtonLink>
              <BackButton fallback="/services" className={buttonClass("secondary", "lg")}>
                <Icon name="arrowLeft" className="h-5 w-5" />
                {copy.hero.back}
              </BackButton>
            </div>
          </div>
          <Picture
            picture={picture}
            alt=""
            priority="wide"
            sizes="(min-width: 1280px) 500px, (min-width: 1024px) 40vw, 100vw"
            className="aspect-[16/10] w-full rounded-3xl object-cover shadow-[var(--shadow-lift)]"
          />
        </div>
      </section>

      <div className="container-page py-16 sm:py-20">
        <FeatureCarousel label={copy.features} features={service.features} />
      </div>

      <Section id="overview" tone="muted" title={copy.overview}>
        <div className="max-w-3xl space-y-5 text-lg leading-8 text-ink-muted">
          {service.overview.map((paragraph) => (
            <p key={paragraph.slice(0, 32)}>{paragraph}</p>
          ))}
        </div>
      </Section>

      <Section id="process" {...copy.process}>
        <ProcessSteps steps={service.process} />
      </Section>

      {studiesCopy && studies.length > 0 && (
        <Section id="case-studies" eyebrow={studiesCopy.eyebrow} title={studiesCopy.title}>
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {studies.map((study) => (
              <li key={study.slug}>
                <CaseStudyCard study={study} readMore={studiesCopy.readMore} />
              </li>
            ))}
          </ul>
        </Section>
      )}

      <Section id="faq" tone="muted" title={copy.faq}>
        <div className="max-w-3xl">
          <FaqAccordion name="faq" faqs={service.faqs} />
        </div>
      </Section>

      <section aria-labelledby="service-contact" className="container-page py-16 text-center sm:py-20">
        <h2 id="service-contact" className="text-3xl font-semibold tracking-tight text-ink">{copy.cta.title.replaceAll("{name}", service.title)}</h2>
        <p className="mx-auto mt-3 max-w-xl text-lg text-ink-muted">{copy.cta.body}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ButtonLink to={copy.cta.primary.href} size="lg">{copy.cta.primary.label}</ButtonLink>
          <ButtonLink to={copy.cta.secondary.href} size="lg" variant="secondary">{copy.cta.secondary.label}</ButtonLink>
        </div>
      </section>
    </>
  );
}

function ServiceNotFound({ copy }: { copy: { description: string; link: string; back: string } }) {
  return (
    <section aria-labelledby="service-missing" className="container-page py-24 text-center">
      <h1 id="service-missing" className="text-3xl font-semibold tracking-tight text-ink sm:text-4xl">{serviceNotFound}</h1>
      <p className="mt-3 text-ink-muted">
        {copy.description}{" "}
        <Link className="font-medium text-brand-700 underline" to="/services">{copy.link}</Link>.
      </p>
      <BackButton fallback="/services" className={buttonClass("primary", "lg", "mt-8")}>
        <Icon name="arrowLeft" className="h-5 w-5" />
        {copy.back}
      </BackButton>
    </section>
  );
}
