import { ServiceCard, type ServiceCardData } from "~/components/sections/ServiceCard";
import { StatList } from "~/components/ui/StatList";
import { PageHero } from "~/components/site/PageHero";
import { ButtonLink } from "~/components/ui/Button";
import { Section } from "~/components/ui/Section";
import { findArtwork } from "~/content/artwork";
import { services } from "~/content/services";
import {
  allServicesSection,
  servicesCtas,
  servicesHeroStats,
  servicesIntro,
} from "~/content/services-page";
import { innerPageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/services";

/** Features a card lists before "Explore". */
const CARD_HIGHLIGHTS = 3;

// Build time only: the cards' data goes into the pre-rendered HTML, not into the JavaScript.
export function loader() {
  const cards: ServiceCardData[] = services.map((s) => ({
    slug: s.slug,
    link: s.link,
    icon: s.icon,
    title: s.title,
    description: s.description,
    gradient: s.gradient,
    highlights: s.features.slice(0, CARD_HIGHLIGHTS).map((f) => f.title),
    picture: findArtwork(s.image),
  }));
  return { cards };
}

export const meta = () => innerPageMeta(servicesIntro, "/services");

export default function ServicesRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow={servicesIntro.eyebrow}
        title={servicesIntro.title}
        lead={servicesIntro.lead}
        aside={
          <div className="rounded-3xl border border-line bg-surface-raised p-6 shadow-[var(--shadow-card)] sm:p-8">
            <StatList stats={servicesHeroStats} columns={2} />
          </div>
        }
      >
        <div className="mt-8 flex flex-wrap gap-3">
          <ButtonLink to={servicesCtas.primary.href} size="lg">
            {servicesCtas.primary.label}
          </ButtonLink>
          <ButtonLink to={servicesCtas.secondary.href} size="lg" variant="secondary">
            {servicesCtas.secondary.label}
          </ButtonLink>
        </div>
      </PageHero>
      <Section id="all-services" {...allServicesSection}>
        {/* Eight cards: two a row, four on wide screens, never a row of three with two left over. */}
        <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-4">
          {loaderData.cards.map((card) => (
            <li key={card.slug}>
              <ServiceCard card={card} />
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
