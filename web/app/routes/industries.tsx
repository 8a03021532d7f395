import { PageHero } from "~/components/site/PageHero";
import { IconFeatureGrid } from "~/components/sections/IconFeatureGrid";
import { LinkCard } from "~/components/sections/LinkCard";
import { StatList } from "~/components/sections/StatList";
import { Section } from "~/components/ui/Section";
import { industriesIntro, industryPages } from "~/content/industries";
import { pageIntros } from "~/content/page-intros";
import { innerPageMeta } from "~/lib/page-meta";
import { stats } from "~/site";

const intro = pageIntros.industries;

export const meta = () => innerPageMeta(intro, "/industries");

export default function IndustriesRoute() {
  return (
    <>
      <PageHero eyebrow={intro.eyebrow} title={intro.title} lead={intro.lead} />
      <Section id="industries-in-numbers" tone="dark" title="Experience that travels">
        <StatList tone="dark" stats={[stats.yearsInnovation, stats.countries, stats.industries, stats.projects]} />
      </Section>
      <Section id="sectors" eyebrow="Sectors" title="Where we work" intro="Choose a sector to see its challenges, what we do there, the services we bring and the case studies to read.">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {industryPages.map((industry) => (
            <li key={industry.slug}>
              <LinkCard icon={industry.icon ?? "building"} title={industry.title} description={industry.summary} href={`/industries/${industry.slug}`} meta="Explore" />
            </li>
          ))}
        </ul>
      </Section>
      <Section id="approach" tone="muted" eyebrow="Our approach" title={industriesIntro.approachTitle}>
        <IconFeatureGrid items={industriesIntro.approach} columns={3} />
      </Section>
    </>
  );
}
