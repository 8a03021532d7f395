import { Card } from "~/components/ui/Card";
import type { Leader } from "~/content/types";
import { PORTRAIT_HEIGHT, PORTRAIT_WIDTH } from "~/components/ui/Portrait";
import { TagList } from "~/components/ui/TagList";
import { ui, withName } from "~/content/ui";

export function LeaderCard({ leader }: { leader: Leader }) {
  return (
    <Card className="flex h-full flex-col overflow-hidden">
      {/* The name is the heading right below: the portrait adds no words of its own (alt=""). */}
      <div className="lazy-frame aspect-[320/240]">
        <img
          src={leader.portrait}
          alt=""
          width={PORTRAIT_WIDTH}
          height={PORTRAIT_HEIGHT}
          loading="lazy"
          decoding="async"
          className="block h-auto w-full"
        />
      </div>
      <div className="flex flex-1 flex-col border-t border-line p-6">
        <h3 className="text-lg font-semibold text-ink">{leader.name}</h3>
        <p className="text-sm font-medium text-brand-700">{leader.role}</p>
        <p className="mt-4 text-sm leading-6 text-ink-muted">{leader.bio}</p>
        <div className="mt-auto pt-5">
          <TagList items={leader.focus} label={withName(ui.cards.focusAreas, leader.name)} />
        </div>
      </div>
    </Card>
  );
}
