// Visitors and page views per day as inline SVG, drawn here (no chart library): page views as a
// filled area, visitors as a line over it, a light grid with the axis's top and middle values,
// days along the bottom. The same figures follow as a table (the text alternative): the SVG is
// an image with a one-sentence summary for screen readers.
import { useEffect, useId, useRef, useState } from "react";
import { t } from "~/content/team-console";
import {
  areaPath,
  labelledDays,
  linePath,
  niceMax,
  xAt,
  yAt,
  type ChartFrame,
} from "~/lib/team/chart";
import { formatDay, formatNumber } from "~/lib/team/format";

type Day = { day: string; visitors: number; pageviews: number };

const height = 220;

export function DailyChart({ daily }: { daily: Day[] }) {
  const id = useId();
  // Drawn at the width it is shown at (text and lines keep their size on a phone and a wide screen).
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(720);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.max(240, Math.round(entry.contentRect.width)));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const frame: ChartFrame = { width, height, left: 44, right: 12, top: 12, bottom: 28 };
  const max = niceMax(Math.max(0, ...daily.map((d) => Math.max(d.pageviews, d.visitors))));
  const views = daily.map((d) => d.pageviews);
  const visitors = daily.map((d) => d.visitors);
  const peak = daily.reduce<Day | null>(
    (best, d) => (best === null || d.visitors > best.visitors ? d : best),
    null,
  );
  const total = (key: "visitors" | "pageviews") => daily.reduce((sum, d) => sum + d[key], 0);
  const summary =
    daily.length === 0
      ? t.traffic.none
      : `${formatNumber(total("visitors"))} ${t.traffic.visitors.toLowerCase()} and ${formatNumber(total("pageviews"))} ${t.traffic.pageviews.toLowerCase()} from ${formatDay(daily[0]!.day)} to ${formatDay(daily.at(-1)!.day)}${peak && peak.visitors > 0 ? `; most visitors on ${formatDay(peak.day)} (${formatNumber(peak.visitors)})` : ""}.`;
  return (
    <figure className="tc-chart">
      <figcaption id={`${id}-caption`}>
        <span className="tc-chart-title">{t.traffic.daily}</span>
        <span className="tc-legend" aria-hidden="true">
          <span className="tc-key tc-key-views" /> {t.traffic.pageviews}
          <span className="tc-key tc-key-visitors" /> {t.traffic.visitors}
        </span>
      </figcaption>
      <div ref={box}>
        <svg
          viewBox={`0 0 ${frame.width} ${frame.height}`}
          width={frame.width}
          height={frame.height}
          role="img"
          aria-labelledby={`${id}-caption ${id}-summary`}
          className="tc-chart-svg"
        >
          <desc id={`${id}-summary`}>{summary}</desc>
          {[0, max / 2, max].map((v) => (
            <g key={v}>
              <line
                x1={frame.left}
                x2={frame.width - frame.right}
                y1={yAt(frame, v, max)}
                y2={yAt(frame, v, max)}
                className="tc-grid"
              />
              <text
                x={frame.left - 6}
                y={yAt(frame, v, max) + 4}
                textAnchor="end"
                className="tc-axis"
              >
                {formatNumber(v)}
              </text>
            </g>
          ))}
          <path d={areaPath(frame, views, max)} className="tc-area-views" />
          <path d={linePath(frame, views, max)} className="tc-line-views" />
          <path d={linePath(frame, visitors, max)} className="tc-line-visitors" />
          {daily.length <= 31 &&
            daily.map((d, i) => (
              <circle
                key={d.day}
                cx={xAt(frame, i, daily.length)}
                cy={yAt(frame, d.visitors, max)}
                r={2.5}
                className="tc-dot"
              />
            ))}
          {labelledDays(daily.length, width < 480 ? 4 : 7).map((i) => (
            <text
              key={i}
              x={xAt(frame, i, daily.length)}
              y={frame.height - 8}
              textAnchor={i === 0 ? "start" : i === daily.length - 1 ? "end" : "middle"}
              className="tc-axis"
            >
              {formatDay(daily[i]!.day)}
            </text>
          ))}
        </svg>
      </div>
      <details className="tc-chart-table">
        <summary>{t.traffic.dailyTable}</summary>
        <table className="tc-table tc-compact">
          <thead>
            <tr>
              <th scope="col">{t.traffic.day}</th>
              <th scope="col" className="tc-num">
                {t.traffic.visitors}
              </th>
              <th scope="col" className="tc-num">
                {t.traffic.pageviews}
              </th>
            </tr>
          </thead>
          <tbody>
            {daily.map((d) => (
              <tr key={d.day}>
                <th scope="row">{formatDay(d.day)}</th>
                <td className="tc-num">{formatNumber(d.visitors)}</td>
                <td className="tc-num">{formatNumber(d.pageviews)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
