import { Link } from "react-router";
import { PageHero } from "~/components/site/PageHero";
import { LeaderCard } from "~/components/sections/LeaderCard";
import { Section } from "~/components/ui/Section";
import { leaders } from "~/content/leadership";
import { pageIntros } from "~/content/page-intros";
import { innerPageMeta } from "~/lib/page-meta";

const intro = pageIntros.leadership;

export const meta = () => innerPageMeta(intro, "/about-us/leadership");

export default function LeadershipRoute() {
  return (
    <>
      <PageHero eyebrow={intro.eyebrow} title={intro.title} lead={intro.lead} />
      <Section
        id="team"
        title="The leadership team"
        intro={
          <>
            Read how we got here in <Link to="/about-us/our-story" className="font-semibold text-brand-700 underline-offset-2 hover:underline">our story</Link>, or{" "}
            <Link to="/careers" className="font-semibold text-brand-700 underline-offset-2 hover:underline">join the team</Link>.
          </>
        }
      >
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {leaders.map((leader) => (
            <li key={leader.name}>
              <LeaderCard leader={leader} />
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
