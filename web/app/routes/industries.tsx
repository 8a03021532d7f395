import { PageHero } from "~/components/site/PageHero";
import { IconFeatureGrid } from "~/components/sections/IconFeatureGrid";
import { IndustriesGrid } from "~/components/sections/IndustriesGrid";
import { StatList } from "~/components/sections/StatList";
import { Section } from "~/components/ui/Section";
import { industriesIntro } from "~/content/industries";
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
      <IndustriesGrid showCta={false} />
      <Section id="approach" tone="muted" eyebrow="Our approach" title={industriesIntro.approachTitle}>
        <IconFeatureGrid items={industriesIntro.approach} columns={3} />
      </Section>
    </>
  );
}
