import { useEffect, useRef } from "react";
import { countUpText } from "~/lib/count-up";
import { COUNT_UP_DURATION_MS } from "~/lib/ui-constants";
import { formatStat, type Stat } from "~/site";

/**
 * A figure that counts up from zero when it scrolls into view. The final value is what the
 * HTML says (and what assistive technology reads); the moving number is decorative and only
 * animates with JavaScript and without a reduced-motion preference.
 */
export function StatCounter({ stat }: { stat: Stat }) {
  const shown = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const el = shown.current;
    if (!el || typeof IntersectionObserver === "undefined") return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    let frame = 0;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return;
        observer.disconnect();
        const started = performance.now();
        const step = (now: number) => {
          const progress = Math.min(1, (now - started) / COUNT_UP_DURATION_MS);
          el.textContent = countUpText(stat, progress);
          if (progress < 1) frame = requestAnimationFrame(step);
        };
        frame = requestAnimationFrame(step);
      },
      { threshold: 0.5 },
    );
    observer.observe(el);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
      el.textContent = formatStat(stat);
    };
  }, [stat]);
  return (
    // Packed to the top: the numbers of a row share one line when a label wraps.
    <div className="flex flex-col-reverse justify-end gap-1 text-center">
      <dt className="text-sm font-medium text-on-dark-muted">{stat.label}</dt>
      <dd className="text-4xl font-semibold tracking-tight text-white tabular-nums sm:text-5xl">
        <span ref={shown} aria-hidden="true" dir="ltr" data-stat-value>
          {formatStat(stat)}
        </span>
        <span className="sr-only" dir="ltr">
          {formatStat(stat)}
        </span>
      </dd>
    </div>
  );
}
