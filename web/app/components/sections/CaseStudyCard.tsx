import { Link } from "react-router";
import { Badge } from "~/components/ui/Badge";
import { Card } from "~/components/ui/Card";
import { FlowLines } from "~/components/ui/FlowLines";
import { Icon } from "~/components/ui/Icon";
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
 */
export function CaseStudyCard({
  study,
  readMore,
  headingLevel = 3,
}: {
  study: CaseStudySummary;
  readMore: string;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const headingId = `${study.slug}-title`;
  const [headline, ...others] = study.outcomes;
  const rest = others.slice(0, 2);
  return (
    <Card
      as="article"
      interactive
      id={study.slug}
      aria-labelledby={headingId}
      className="relative flex h-full scroll-mt-24 flex-col overflow-hidden focus-within:ring-2 focus-within:ring-brand-600"
    >
      <div className="on-dark relative overflow-hidden bg-night px-6 pt-6 pb-5 text-on-dark">
        <FlowLines className="pointer-events-none absolute top-1 right-3 h-20 w-40 text-on-dark-brand opacity-60" />
        {/* Two lists: a dl's groups are divs of dt/dd only, so the row of smaller figures cannot
            be a wrapper div inside the first. */}
        <div className="relative">
          {headline && (
            <dl>
              <div className="flex flex-col-reverse gap-1">
                <dt className="max-w-[16rem] text-sm leading-5 text-on-dark-muted">
                  {headline.label}
                </dt>
                <dd className="text-5xl font-semibold tracking-tight text-white">
                  {headline.value}
                </dd>
              </div>
            </dl>
          )}
          {rest.length > 0 && (
            <dl className="mt-5 grid grid-cols-2 gap-4 border-t border-white/15 pt-4">
              {rest.map((outcome) => (
                <div key={outcome.label} className="flex flex-col-reverse gap-0.5">
                  <dt className="text-xs leading-4 text-on-dark-muted">{outcome.label}</dt>
                  <dd className="text-xl font-semibold tracking-tight text-white">
                    {outcome.value}
                  </dd>
                </div>
              ))}
            </dl>
          )}
        </div>
      </div>
      <div className="flex flex-1 flex-col p-6">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm font-medium text-ink-muted">
          <span className="inline-flex items-center gap-2">
            {study.client}
            {study.clientLogo && <ClientMark src={study.clientLogo} className="h-6" />}
          </span>
          <Badge tone="brand">{study.industryName}</Badge>
        </p>
        <Heading id={headingId} className="mt-3 text-xl font-semibold tracking-tight text-ink">
          <Link
            to={study.path}
            className="after:absolute after:inset-0 after:rounded-[var(--radius-card)] focus-visible:outline-none"
          >
            {study.title}
          </Link>
        </Heading>
        <p className="mt-3 text-sm leading-6 text-ink-muted">{study.summary}</p>
        <p
          aria-hidden="true"
          className="mt-auto flex items-center gap-2 pt-5 text-sm font-semibold text-brand-700"
        >
          {readMore}
          <Icon name="arrowRight" className="h-4 w-4" />
        </p>
      </div>
    </Card>
  );
}
