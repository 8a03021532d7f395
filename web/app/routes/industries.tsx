import { PageHero } from "~/components/site/PageHero";
import { IconFeatureGrid } from "~/components/sections/IconFeatureGrid";
import { IndustriesGrid } from "~/components/sections/IndustriesGrid";
import { StatList } from "~/components/ui/StatList";
import { Section } from "~/components/ui/Section";
import { industriesIntro } from "~/content/industries";
import { industryCards } from "~/content/industry-cards";
import { pageIntros } from "~/content/page-intros";
import { pageSections } from "~/content/page-sections";
import { innerPageMeta } from "~/lib/page-meta";
import { stats } from "~/site";
import type { Route } from "./+types/industries";

// Content arrives through the loader, which runs at build time: the copy is in the HTML and
// the route's JavaScript carries only the components.
export const loader = () => ({
  intro: pageIntros.industries,
  sections: pageSections.industries,
  approach: industriesIntro.approach,
  stats: [stats.yearsInnovation, stats.countries, stats.industries, stats.projects],
  industryCards,
});

export const meta = ({ loaderData }: Route.MetaArgs) =>
  innerPageMeta(loaderData.intro, "/industries");

export default function IndustriesRoute({
  loaderData: { intro, sections, approach, stats, industryCards },
}: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow={intro.eyebrow}
        title={intro.title}
        lead={intro.lead}
        aside={
          <section
            aria-labelledby="industries-in-numbers"
            className="rounded-3xl border border-line bg-surface-raised p-6 shadow-[var(--shadow-card)] sm:p-8"
          >
            <h2
              id="industries-in-numbers"
              className="mb-6 text-sm font-semibold uppercase tracking-wider text-brand-700"
            >
              {sections.numbers.title}
            </h2>
            <StatList stats={stats} columns={2} />
          </section>
        }
      />
      <IndustriesGrid cards={industryCards} showCta={false} />
      <Section id="approach" tone="muted" {...sections.approach}>
        <IconFeatureGrid items={approach} columns={3} />
      </Section>
    </>
  );
}
