import { Link } from "react-router";
import { PageHero } from "~/components/site/PageHero";
import { IconChip } from "~/components/ui/IconChip";
import { StatList } from "~/components/ui/StatList";
import { TestimonialCard } from "~/components/sections/TestimonialCard";
import { Card } from "~/components/ui/Card";
import { Section } from "~/components/ui/Section";
import { ClientMarks } from "~/components/sections/ClientMarks";
import { clientLogos, clientLogosLabel, clientSectors, engagementModels } from "~/content/clients";
import { pageIntros } from "~/content/page-intros";
import { clientsPage, pageSections } from "~/content/page-sections";
import { InlineLinks } from "~/components/ui/InlineLinks";
import { inlineLinks } from "~/lib/inline-links";
import { moreTestimonials, testimonials } from "~/content/testimonials";
import { innerPageMeta } from "~/lib/page-meta";
import { stats } from "~/site";
import type { Route } from "./+types/clients";
import { ui, withName } from "~/content/ui";

// Content arrives through the loader, which runs at build time: the copy is in the HTML and
// the route's JavaScript carries only the components.
export const loader = () => ({
  intro: pageIntros.clients,
  sections: pageSections.clients,
  clientSectors,
  clientLogos: { logos: clientLogos, label: clientLogosLabel },
  engagementModels,
  testimonials,
  // A client's own words beside the opening: one the voices below do not repeat.
  heroQuote: moreTestimonials[0] ?? testimonials[0],
  stats: clientsPage.stats.map((name) => stats[name]),
  allTestimonials: clientsPage.allTestimonials,
  sectorsNote: inlineLinks(clientsPage.sectorsNote),
});

export const meta = ({ loaderData }: Route.MetaArgs) => innerPageMeta(loaderData.intro, "/clients");

const linkClass = "font-semibold text-brand-700 underline-offset-2 hover:underline";

export default function ClientsRoute({
  loaderData: {
    intro,
    sections,
    clientSectors,
    clientLogos,
    engagementModels,
    testimonials,
    heroQuote,
    stats,
    allTestimonials,
    sectorsNote,
  },
}: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow={intro.eyebrow}
        title={intro.title}
        lead={intro.lead}
        aside={heroQuote && <TestimonialCard testimonial={heroQuote} />}
      />
      <Section id="clients-in-numbers" tone="dark" {...sections.numbers}>
        <StatList tone="dark" stats={stats} />
      </Section>
      <Section id="client-logos" {...sections.logos}>
        <ClientMarks variant="wall" logos={clientLogos.logos} label={clientLogos.label} />
      </Section>
      <Section
        id="sectors"
        tone="muted"
        {...sections.sectors}
        intro={<InlineLinks parts={sectorsNote} linkClassName={linkClass} />}
      >
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {clientSectors.map((sector) => (
            <li key={sector.sector}>
              <Card className="flex h-full flex-col p-6">
                <IconChip name={sector.icon} />
                <h3 className="mt-4 font-semibold text-ink">{sector.sector}</h3>
                <p className="mt-2 text-sm leading-6 text-ink-muted">{sector.description}</p>
                <p className="mt-4 text-sm font-semibold text-success-fg">{sector.outcome}</p>
                <ul
                  aria-label={withName(ui.landmarks.sectorClients, sector.sector)}
                  className="mt-auto space-y-1 border-t border-line pt-4 text-sm text-ink"
                >
                  {sector.clients.map((client) => (
                    <li key={client}>{client}</li>
                  ))}
                </ul>
              </Card>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="engagement-models" {...sections.engagement}>
        <ul className="grid gap-6 md:grid-cols-3">
          {engagementModels.map((model) => (
            <li
              key={model.title}
              className="rounded-[var(--radius-card)] border border-line bg-surface p-6"
            >
              <h3 className="font-semibold text-ink">{model.title}</h3>
              <p className="mt-2 text-sm leading-6 text-ink-muted">{model.description}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section
        id="client-voices"
        tone="muted"
        {...sections.voices}
        intro={
          <Link to={allTestimonials.href} className={linkClass}>
            {allTestimonials.label}
          </Link>
        }
      >
        <ul className="grid gap-6 lg:grid-cols-3">
          {testimonials.map((testimonial) => (
            <li key={testimonial.author}>
              <TestimonialCard testimonial={testimonial} />
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
