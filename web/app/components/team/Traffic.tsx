import { useId } from "react";
import { Link, useSearchParams } from "react-router";
import { languageLabels, t } from "~/content/team-console";
import type { ConversionRow, Stats, StatsRow } from "~/lib/team/api";
import { conversionRate, formatIsoDate, formatNumber, formatRate } from "~/lib/team/format";
import { DailyChart } from "./DailyChart";
import { LoadState, PageHeading, useLoad } from "./shared";

const ranges = [7, 30, 90] as const;

export function Traffic() {
  const [params] = useSearchParams();
  const asked = Number(params.get("days"));
  const days = (ranges as readonly number[]).includes(asked) ? asked : 30;
  const { loaded } = useLoad<Stats>(`/api/team/stats?days=${days}`);
  return (
    <>
      <PageHeading
        actions={
          <nav aria-label={t.traffic.range} className="tc-segmented">
            <ul>
              {ranges.map((n) => (
                <li key={n}>
                  <Link
                    to={`/team/traffic?days=${n}`}
                    aria-current={n === days ? "page" : undefined}
                  >
                    {t.traffic.days(n)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        }
      >
        {t.traffic.heading}
      </PageHeading>
      {loaded.state !== "ready" ? <LoadState loaded={loaded} /> : <Report stats={loaded.data} />}
    </>
  );
}

const isDay = (value: unknown): value is string =>
  typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value);

function Report({ stats }: { stats: Stats }) {
  const leads = stats.enquiries + stats.applications;
  return (
    <>
      {/* The period's first and last day, where the answer names them (the contract does not). */}
      {isDay(stats.from) && isDay(stats.to) && (
        <p className="tc-muted">
          {t.traffic.period(formatIsoDate(stats.from), formatIsoDate(stats.to))}
        </p>
      )}
      <dl className="tc-figures">
        <Figure label={t.traffic.visitors} value={formatNumber(stats.visitors)} />
        <Figure label={t.traffic.pageviews} value={formatNumber(stats.pageviews)} />
        <Figure label={t.traffic.enquiries} value={formatNumber(stats.enquiries)} />
        <Figure label={t.traffic.applications} value={formatNumber(stats.applications)} />
        <Figure
          label={t.traffic.conversion}
          value={formatRate(conversionRate(leads, stats.visitors))}
          hint={t.traffic.conversionHint}
        />
      </dl>
      <section className="tc-panel">
        <DailyChart daily={stats.daily ?? []} />
      </section>
      <div className="tc-grid-2">
        <Breakdown title={t.traffic.pages} rows={stats.pages} />
        <Breakdown title={t.traffic.sources} rows={stats.sources} />
        <Breakdown
          title={t.traffic.languages}
          rows={stats.languages}
          name={(v) => languageLabels[v] ?? v}
        />
        <Breakdown title={t.traffic.devices} rows={stats.devices} />
        <Breakdown title={t.traffic.goals} rows={stats.goals} />
        <Breakdown title={t.traffic.landingPages} rows={stats.landingPages} />
        <Conversion title={t.traffic.bySource} rows={stats.conversionBySource} />
        <Conversion title={t.traffic.byLanding} rows={stats.conversionByLanding} />
        <Breakdown title={t.traffic.campaigns} rows={stats.campaigns} />
        <Breakdown title={t.traffic.browsers} rows={stats.browsers} />
        <Breakdown title={t.traffic.systems} rows={stats.systems} />
      </div>
    </>
  );
}

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="tc-figure">
      <dt>{label}</dt>
      <dd>
        <span className="tc-figure-value">{value}</span>
        {hint && <span className="tc-hint tc-block">{hint}</span>}
      </dd>
    </div>
  );
}

/** A top-ten table with a bar in each row (the share of the first row's visitors). */
function Breakdown({
  title,
  rows = [],
  name = (v) => v,
}: {
  title: string;
  rows?: StatsRow[];
  name?: (value: string) => string;
}) {
  const id = useId();
  const top = rows.slice(0, 10);
  const most = Math.max(1, ...top.map((r) => r.visitors));
  return (
    <section className="tc-panel" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {top.length === 0 ? (
        <p className="tc-muted">{t.traffic.none}</p>
      ) : (
        <table className="tc-table tc-compact tc-bars">
          <thead>
            <tr>
              <th scope="col">{t.traffic.value}</th>
              <th scope="col" className="tc-num">
                {t.traffic.visitors}
              </th>
              <th scope="col" className="tc-num">
                {t.traffic.views}
              </th>
            </tr>
          </thead>
          <tbody>
            {top.map((r) => (
              <tr key={r.value}>
                <th scope="row" className="tc-bar-cell">
                  <span
                    className="tc-bar"
                    style={{ inlineSize: `${(r.visitors / most) * 100}%` }}
                    aria-hidden="true"
                  />
                  <span className="tc-bar-label tc-break">{r.label ?? name(r.value)}</span>
                </th>
                <td className="tc-num">{formatNumber(r.visitors)}</td>
                <td className="tc-num">{formatNumber(r.views)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function Conversion({ title, rows = [] }: { title: string; rows?: ConversionRow[] }) {
  const id = useId();
  const top = [...rows]
    .sort((a, b) => b.visits - a.visits || a.value.localeCompare(b.value))
    .slice(0, 10);
  return (
    <section className="tc-panel" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {top.length === 0 ? (
        <p className="tc-muted">{t.traffic.none}</p>
      ) : (
        <table className="tc-table tc-compact">
          <thead>
            <tr>
              <th scope="col">{t.traffic.value}</th>
              <th scope="col" className="tc-num">
                {t.traffic.visits}
              </th>
              <th scope="col" className="tc-num">
                {t.traffic.enquiries}
              </th>
              <th scope="col" className="tc-num">
                {t.traffic.applications}
              </th>
              <th scope="col" className="tc-num">
                {t.traffic.rate}
              </th>
            </tr>
          </thead>
          <tbody>
            {top.map((r) => (
              <tr key={r.value}>
                <th scope="row" className="tc-break">
                  {r.value}
                </th>
                <td className="tc-num">{formatNumber(r.visits)}</td>
                <td className="tc-num">{formatNumber(r.enquiries)}</td>
                <td className="tc-num">{formatNumber(r.applications)}</td>
                <td className="tc-num">{formatRate(r.rate)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
