import { CtaBand } from "~/components/sections/CtaBand";
import { ServiceCard } from "~/components/sections/ServiceCard";
import { StatList } from "~/components/sections/StatList";
import { PageHero } from "~/components/site/PageHero";
import { ButtonLink } from "~/components/ui/Button";
import { Section } from "~/components/ui/Section";
import { services } from "~/content/services";
import { servicesCta, servicesCtas, servicesHeroStats, servicesIntro } from "~/content/services-page";
import { innerPageMeta } from "~/lib/page-meta";

export const meta = () => innerPageMeta(servicesIntro, "/services");

export default function ServicesRoute() {
  return (
    <>
      <PageHero eyebrow={servicesIntro.eyebrow} title={servicesIntro.title} lead={servicesIntro.lead}>
        <div className="mt-8 flex flex-wrap gap-3">
          <ButtonLink to={servicesCtas.primary.href} size="lg">{servicesCtas.primary.label}</ButtonLink>
          <ButtonLink to={servicesCtas.secondary.href} size="lg" variant="secondary">{servicesCtas.secondary.label}</ButtonLink>
        </div>
        <div className="mt-12 border-t border-line pt-10">
          <StatList stats={servicesHeroStats} />
        </div>
      </PageHero>
      <Section id="all-services" title="Our services">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {services.map((service) => (
            <li key={service.slug}>
              <ServiceCard service={service} />
            </li>
          ))}
        </ul>
      </Section>
      <CtaBand id="services-cta" {...servicesCta} />
    </>
  );
}
