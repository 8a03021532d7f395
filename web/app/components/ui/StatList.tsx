import { formatStat, type Stat } from "~/site";

/**
 * Figures in a row: the number large, its label under it. Static (no count-up). A dl names the
 * term (the label) first, so each figure is a column-reversed group, packed to the top: the
 * numbers of a row share one line when a label wraps. A figure reads left to right in every
 * language ("500+", never "+500" in a right-to-left page). A size smaller on the narrowest phones,
 * where half a card's width does not hold "$50M+" at the larger size.
 */
export function StatList({
  stats,
  tone = "plain",
  columns = 4,
}: {
  stats: readonly Stat[];
  tone?: "plain" | "dark";
  columns?: 2 | 4;
}) {
  return (
    <dl className={`grid grid-cols-2 gap-x-6 gap-y-8 ${columns === 4 ? "lg:grid-cols-4" : ""}`}>
      {stats.map((stat) => (
        <div key={stat.label} className="flex flex-col-reverse justify-end gap-1">
          <dt
            className={`text-sm font-medium ${tone === "dark" ? "text-on-dark-muted" : "text-ink-muted"}`}
          >
            {stat.label}
          </dt>
          <dd
            className={`text-3xl font-semibold tracking-tight min-[22.5rem]:text-4xl ${tone === "dark" ? "text-white" : "text-brand-700"}`}
          >
            <span dir="ltr">{formatStat(stat)}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
