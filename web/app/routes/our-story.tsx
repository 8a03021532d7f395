import { IconChip } from "~/components/ui/IconChip";
import { StatCounters } from "~/components/ui/StatCounter";
import { Timeline } from "~/components/sections/Timeline";
import { HeroPeople } from "~/components/sections/HeroAsides";
import { leaders } from "~/content/leadership";
import { leadershipPage } from "~/content/page-sections";
import { PageHero } from "~/components/site/PageHero";
import { Icon } from "~/components/ui/Icon";
import { Section } from "~/components/ui/Section";
import { timeline } from "~/content/timeline";
import {
  coreValues,
  mission,
  storyIntro,
  storySections,
  storyStats,
  vision,
} from "~/content/values";
import { innerPageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/our-story";
import { ui } from "~/content/ui";

// Build time only: the copy goes into the pre-rendered HTML, not into the route's JavaScript.
export function loader() {
  return {
    intro: storyIntro,
    mission,
    vision,
    coreValues,
    sections: storySections,
    timeline,
    stats: storyStats,
    people: { label: leadershipPage.roster, leaders },
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  innerPageMeta(loaderData.intro, "/about-us/our-story");

export default function OurStoryRoute({
  loaderData: { intro, mission, vision, coreValues, sections, timeline, stats, people },
}: Route.ComponentProps) {
  return (
    <>
      {/* The people who wrote the story, beside its opening. */}
      <PageHero
        variant="editorial"
        eyebrow={intro.eyebrow}
        title={intro.title}
        lead={intro.lead}
        aside={
          <HeroPeople
            label={people.label}
            leaders={people.leaders}
            leadershipPath="/about-us/leadership"
          />
        }
      />

      <section
        aria-label={ui.landmarks.missionVision}
        className="container-page grid gap-6 py-16 sm:py-20 md:grid-cols-2"
      >
        {[mission, vision].map((statement) => (
          <article
            key={statement.title}
            className="rounded-[var(--radius-card)] border border-line bg-gradient-to-br from-brand-50 to-surface p-8 shadow-[var(--shadow-card)]"
          >
            <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-brand-600 text-white">
              <Icon name={statement.icon} className="h-6 w-6" />
            </span>
            <h2 className="mt-5 text-2xl font-semibold tracking-tight text-ink">
              {statement.title}
            </h2>
            <p className="mt-3 text-lg leading-8 text-ink-muted">{statement.body}</p>
          </article>
        ))}
      </section>

      <Section
        id="values"
        tone="muted"
        eyebrow={sections.values.eyebrow}
        title={sections.values.title}
      >
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {coreValues.map((value) => (
            <li
              key={value.title}
              className="rounded-[var(--radius-card)] border border-line bg-surface-raised p-6 shadow-[var(--shadow-card)]"
            >
              <IconChip name={value.icon} />
              <h3 className="mt-4 text-lg font-semibold text-ink">{value.title}</h3>
              <p className="mt-2 text-sm leading-6 text-ink-muted">{value.description}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="journey" eyebrow={sections.journey.eyebrow} title={sections.journey.title}>
        <Timeline items={timeline} />
      </Section>

      <Section
        id="by-the-numbers"
        tone="dark"
        eyebrow={sections.numbers.eyebrow}
        title={sections.numbers.title}
        align="center"
      >
        <StatCounters stats={stats} className="grid grid-cols-2 gap-x-6 gap-y-10 lg:grid-cols-4" />
      </Section>
    </>
  );
}
