import { Link } from "react-router";
import { Badge } from "~/components/ui/Badge";
import { Card } from "~/components/ui/Card";
import { FlowLines } from "~/components/ui/FlowLines";
import { Icon } from "~/components/ui/Icon";
import { KeepCompounds } from "~/components/ui/KeepCompounds";
import type { Outcome } from "~/content/schema";
import { ClientMark } from "./ClientMarks";

/** What a card shows of a case study; the loader picks these fields so the page ships no more. */
export interface CaseStudySummary {
  slug: string;
  path: string;
  title: string;
  client: string;
  /** The client's wordmark file, when clients.yaml has one. */
  clientLogo?: string | undefined;
  industryName: string;
  summary: string;
  outcomes: readonly Outcome[];
}

/**
 * One case study as a card: its headline outcome, set large on a night panel, is the visual
 * (two more figures under it); the title is the link
 * to the study's page and the whole card is its hit area. The panel comes first in the markup
 * as on screen: a page painted while still parsing never shows the text where the panel goes. The id is the slug, so the old
 * `/resources/case-studies#<slug>` links still land on it.
 *
 * `feature` lays the card out across a whole row from md (the panel beside the text), for a
 * study listed alone: a single column-width card would leave half the row empty. `subgrid` makes
 * the card's two parts (panel, text) rows of its list's grid (CaseStudyList), so in a row of cards
 * the panels end on one line and their lower figures stand level, whatever a label's length.
 */
export function CaseStudyCard({
  study,
  readMore,
  headingLevel = 3,
  feature = false,
  subgrid = false,
}: {
  study: CaseStudySummary;
  readMore: string;
  headingLevel?: 2 | 3;
  feature?: boolean;
  subgrid?: boolean;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const headingId = `${study.slug}-title`;
  const [headline, ...others] = study.outcomes;
  const rest = others.slice(0, 2);
  return (
    <Card
      data-pagefind-ignore
      as="article"
      interactive
      id={study.slug}
      aria-labelledby={headingId}
      className={`relative scroll-mt-24 overflow-hidden focus-within:ring-2 focus-within:ring-brand-600 ${subgrid ? "row-span-2 grid grid-rows-subgrid gap-0" : `flex h-full flex-col ${feature ? "md:flex-row" : ""}`}`}
    >
      <div
        className={`on-dark relative flex flex-col overflow-hidden bg-night px-6 pt-6 pb-5 text-on-dark ${feature ? "md:w-2/5 md:shrink-0 md:justify-between md:p-8 lg:p-10" : ""}`}
      >
        <FlowLines className="pointer-events-none absolute top-1 end-3 h-20 w-40 text-on-dark-brand opacity-60" />
        {/* Two lists: a dl's groups are divs of dt/dd only, so the row of smaller figures cannot
            be a wrapper div inside the first. Each figure is a column-reversed group (the
            number first on screen) packed to the top, so numbers in a row share one line
            whatever their labels' lengths; the smaller figures sit at the panel's foot. */}
        {headline && (
          <dl className={`relative mb-5 ${feature ? "md:mb-10" : ""}`}>
            <div className="flex flex-col-reverse justify-end gap-1">
              <dt className="max-w-[16rem] text-sm leading-5 text-on-dark-muted">
                {headline.label}
              </dt>
              <dd
                className={`text-5xl font-semibold tracking-tight text-white ${feature ? "md:text-6xl" : ""}`}
              >
                {headline.value}
              </dd>
            </div>
          </dl>
        )}
        {rest.length > 0 && (
          <dl className="relative mt-auto grid grid-cols-2 gap-4 border-t border-white/15 pt-4">
            {rest.map((outcome) => (
              <div key={outcome.label} className="flex flex-col-reverse justify-end gap-0.5">
                <dt className="text-xs leading-4 text-on-dark-muted">{outcome.label}</dt>
                <dd className="text-xl font-semibold tracking-tight text-white">{outcome.value}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>
      <div
        className={`flex flex-1 flex-col p-6 ${feature ? "md:justify-center md:p-8 lg:px-12 lg:py-10" : ""}`}
      >
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm font-medium text-ink-muted">
          <span className="inline-flex items-center gap-2">
            {study.client}
            {study.clientLogo && <ClientMark src={study.clientLogo} className="h-6" />}
          </span>
          <Badge tone="brand">{study.industryName}</Badge>
        </p>
        <Heading
          id={headingId}
          className={`mt-3 text-xl font-semibold tracking-tight text-balance text-ink ${feature ? "md:text-2xl lg:text-3xl" : ""}`}
        >
          <Link
            to={study.path}
            className="after:absolute after:inset-0 after:rounded-[var(--radius-card)] focus-visible:outline-none"
          >
            <KeepCompounds text={study.title} />
          </Link>
        </Heading>
        <p
          className={`mt-3 text-sm leading-6 text-pretty text-ink-muted ${feature ? "md:max-w-2xl md:text-base md:leading-7" : ""}`}
        >
          <KeepCompounds text={study.summary} />
        </p>
        <p
          aria-hidden="true"
          className={`flex items-center gap-2 pt-5 text-sm font-semibold text-brand-700 ${feature ? "md:pt-6" : "mt-auto"}`}
        >
          {readMore}
          <Icon name="arrowRight" className="h-4 w-4" />
        </p>
      </div>
    </Card>
  );
}
