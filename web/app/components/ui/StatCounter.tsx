import { InlineScript } from "~/components/ui/InlineScript";
import { countUpAttribute, countUpScript } from "~/lib/inline-scripts/count-up";
import { formatStat, type Stat } from "~/site";

/**
 * Figures that count up from zero as they scroll into view (the inline script after the list,
 * lib/inline-scripts/count-up.ts). The final value is what the HTML says (and what assistive
 * technology reads, from its sr-only twin); the moving number is decorative and only animates
 * with JavaScript and without a reduced-motion preference.
 */
export function StatCounters({ stats, className }: { stats: readonly Stat[]; className: string }) {
  return (
    <>
      <dl className={className}>
        {stats.map((stat) => (
          <StatCounter key={stat.label} stat={stat} />
        ))}
      </dl>
      <InlineScript code={import.meta.env.SSR ? countUpScript : ""} />
    </>
  );
}

function StatCounter({ stat }: { stat: Stat }) {
  return (
    // Packed to the top: the numbers of a row share one line when a label wraps.
    <div className="flex flex-col-reverse justify-end gap-1 text-center">
      <dt className="text-sm font-medium text-on-dark-muted">{stat.label}</dt>
      <dd className="text-4xl font-semibold tracking-tight text-white tabular-nums sm:text-5xl">
        <span aria-hidden="true" dir="ltr" {...{ [countUpAttribute]: "true" }}>
          {formatStat(stat)}
        </span>
        <span className="sr-only" dir="ltr">
          {formatStat(stat)}
        </span>
      </dd>
    </div>
  );
}
