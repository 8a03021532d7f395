import type { ReactNode } from "react";
import { Link } from "react-router";
import { Icon } from "~/components/ui/Icon";
import type { IconName } from "~/content/icon-names";
import { PortraitFace } from "~/components/ui/Portrait";
import { StatList } from "~/components/ui/StatList";
import type { Leader } from "~/content/types";
import type { Stat } from "~/site";
import { leaderAnchor } from "./LeadershipRoster";

// What an inner page's opening shows beside its text (PageHero's `aside`): something of the
// page's own, never an ornament. Each takes its words and figures from the page's content.

const panel =
  "rounded-3xl border border-line bg-surface-raised p-6 shadow-[var(--shadow-card)] sm:p-8";

/** A page's proof in figures (site.ts, named by the page's content file). */
export function HeroFigures({ stats }: { stats: readonly Stat[] }) {
  return (
    <div data-hero-aside="figures" className={panel}>
      <StatList stats={stats} columns={2} />
    </div>
  );
}

/**
 * The people behind a page (the story): each leader's face, name and role, each a link to their
 * card on the leadership page. Two columns from 640 px, one on a phone.
 */
export function HeroPeople({
  label,
  leaders,
  leadershipPath,
}: {
  label: string;
  leaders: readonly Leader[];
  leadershipPath: string;
}) {
  return (
    <nav data-hero-aside="people" aria-labelledby="hero-people" className={panel}>
      <p id="hero-people" className="text-sm font-semibold text-ink-muted">
        {label}
      </p>
      <ul className="mt-4 grid gap-x-4 gap-y-1 sm:grid-cols-2">
        {leaders.map((leader) => (
          <li key={leader.slug}>
            <Link
              to={`${leadershipPath}#${leaderAnchor(leader)}`}
              className="group flex items-center gap-3 rounded-lg p-2 hover:bg-surface-muted"
            >
              <PortraitFace src={leader.portrait} className="h-12 w-12" />
              <span className="min-w-0">
                <span className="block text-sm font-semibold text-ink group-hover:text-brand-700">
                  {leader.name}
                </span>
                <span className="block text-sm leading-5 text-ink-muted">{leader.role}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export interface HeroListItem {
  icon?: IconName;
  title: string;
  detail?: ReactNode;
  href?: string;
}

/**
 * A short list beside the opening: the ways to reach the team, the brands, the partners, the
 * sections of the site. `lead` is a line over the list (a promise, a heading).
 */
export function HeroList({
  kind,
  label,
  lead,
  items,
}: {
  /** What the list is, for tests and styling hooks ("reach", "brands"…). */
  kind: string;
  label: string;
  lead?: ReactNode;
  items: readonly HeroListItem[];
}) {
  const id = `hero-${kind}`;
  return (
    <section data-hero-aside={kind} aria-labelledby={id} className={panel}>
      <h2 id={id} className="text-sm font-semibold uppercase tracking-wider text-brand-700">
        {label}
      </h2>
      {lead}
      <ul className="mt-5 divide-y divide-line">
        {items.map((item) => (
          <li key={item.title} className="flex items-start gap-4 py-3.5 first:pt-0 last:pb-0">
            {item.icon && (
              <span className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Icon name={item.icon} className="h-5 w-5" />
              </span>
            )}
            <span className="min-w-0">
              <span className="block font-semibold text-ink">
                {item.href ? (
                  <Link to={item.href} className="hover:text-brand-700 hover:underline">
                    {item.title}
                  </Link>
                ) : (
                  item.title
                )}
              </span>
              {item.detail && (
                <span className="mt-0.5 block text-sm leading-6 text-ink-muted">{item.detail}</span>
              )}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
