import type { Leader } from "~/content/types";
import { PortraitFace } from "~/components/ui/Portrait";
import { Card } from "~/components/ui/Card";

/** The id of a leader's card on /about-us/leadership: the roster links to it. */
export const leaderAnchor = (leader: Pick<Leader, "slug">) => `leader-${leader.slug}`;

/**
 * Beside the leadership page's opening on wide screens: every leader's face, name and role at a
 * glance, each a link down to their card. Phones go straight on to the cards: the hero shows it
 * from lg only (its portraits are lazy, so a hidden roster fetches nothing).
 */
export function LeadershipRoster({
  label,
  leaders,
}: {
  label: string;
  leaders: readonly Leader[];
}) {
  return (
    <Card as="nav" aria-labelledby="leadership-roster" className="p-6">
      <p id="leadership-roster" className="text-sm font-semibold text-ink-muted">
        {label}
      </p>
      <ul className="mt-4 grid gap-x-4 gap-y-1 xl:grid-cols-2">
        {leaders.map((leader) => (
          <li key={leader.slug}>
            <a
              href={`#${leaderAnchor(leader)}`}
              className="group flex items-center gap-3 rounded-lg p-2 hover:bg-surface-muted"
            >
              <PortraitFace src={leader.portrait} className="h-14 w-14" />
              <span className="min-w-0">
                <span className="block text-sm font-semibold text-ink group-hover:text-brand-700">
                  {leader.name}
                </span>
                <span className="block text-sm leading-5 text-ink-muted">{leader.role}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </Card>
  );
}
