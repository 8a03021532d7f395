import { PageHero } from "~/components/site/PageHero";
import { LeaderCard } from "~/components/sections/LeaderCard";
import { leaderAnchor, LeadershipRoster } from "~/components/sections/LeadershipRoster";
import { Section } from "~/components/ui/Section";
import { leaders } from "~/content/leadership";
import { pageIntros } from "~/content/page-intros";
import { leadershipPage, pageSections } from "~/content/page-sections";
import { InlineLinks } from "~/components/ui/InlineLinks";
import { inlineLinks } from "~/lib/inline-links";
import { innerPageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/leadership";

// Content arrives through the loader, which runs at build time: the copy is in the HTML and
// the route's JavaScript carries only the components.
export const loader = () => ({
  intro: pageIntros.leadership,
  sections: pageSections.leadership,
  teamNote: inlineLinks(leadershipPage.teamNote),
  rosterLabel: leadershipPage.roster,
  leaders,
});

export const meta = ({ loaderData }: Route.MetaArgs) =>
  innerPageMeta(loaderData.intro, "/about-us/leadership");

export default function LeadershipRoute({
  loaderData: { intro, sections, teamNote, rosterLabel, leaders },
}: Route.ComponentProps) {
  return (
    <>
      <PageHero
        variant="editorial"
        eyebrow={intro.eyebrow}
        title={intro.title}
        lead={intro.lead}
        aside={<LeadershipRoster label={rosterLabel} leaders={leaders} />}
        asideFrom="lg"
      />
      <Section
        id="team"
        title={sections.team.title}
        intro={
          <InlineLinks
            parts={teamNote}
            linkClassName="font-semibold text-brand-700 underline-offset-2 hover:underline"
          />
        }
      >
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {leaders.map((leader) => (
            <li key={leader.name} id={leaderAnchor(leader)}>
              <LeaderCard leader={leader} />
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
