import { Card } from "~/components/ui/Card";
import type { Leader } from "~/content/types";
import { TagList } from "./TagList";

export function LeaderCard({ leader }: { leader: Leader }) {
  return (
    <Card className="flex h-full flex-col p-6">
      <div className="flex items-center gap-4">
        <span
          aria-hidden="true"
          className="inline-flex h-16 w-16 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-brand-600 to-accent-600 text-xl font-semibold text-white"
        >
          {leader.initials}
        </span>
        <div>
          <h3 className="text-lg font-semibold text-ink">{leader.name}</h3>
          <p className="text-sm font-medium text-brand-700">{leader.role}</p>
        </div>
      </div>
      <p className="mt-5 text-sm leading-6 text-ink-muted">{leader.bio}</p>
      <div className="mt-auto pt-5">
        <TagList items={leader.focus} label={`${leader.name}'s focus areas`} />
      </div>
    </Card>
  );
}
