import { useId, useState } from "react";
import { Icon } from "~/components/ui/Icon";
import type { Feature } from "~/content/types";
import { wrapIndex } from "~/lib/carousel";

/**
 * The WAI-ARIA carousel pattern (no auto-rotation): a labelled region, one slide shown at a
 * time, previous/next buttons that wrap around both ends, and dots to jump to a slide. The
 * slide area is a polite live region, so a change of slide is announced.
 */
export function FeatureCarousel({ label, features }: { label: string; features: readonly Feature[] }) {
  const [index, setIndex] = useState(0);
  const id = useId();
  const count = features.length;
  const go = (step: number) => setIndex((current) => wrapIndex(current, step, count));
  return (
    <section aria-roledescription="carousel" aria-label={label} className="relative">
      <div className="flex items-center justify-between gap-4">
        <h2 className="text-2xl font-semibold tracking-tight text-ink sm:text-3xl">{label}</h2>
        <div className="flex gap-2">
          <button type="button" onClick={() => go(-1)} aria-controls={id} aria-label="Previous feature" className={arrowClass}>
            <Icon name="chevronLeft" className="h-5 w-5" />
          </button>
          <button type="button" onClick={() => go(1)} aria-controls={id} aria-label="Next feature" className={arrowClass}>
            <Icon name="chevronRight" className="h-5 w-5" />
          </button>
        </div>
      </div>
      <div id={id} aria-live="polite" className="mt-6">
        {features.map((feature, n) => (
          <div
            key={feature.title}
            role="group"
            aria-roledescription="slide"
            aria-label={`${n + 1} of ${count}`}
            hidden={n !== index}
            className="rounded-[var(--radius-card)] border border-line bg-gradient-to-br from-brand-50 to-surface p-8 sm:p-10"
          >
            <p className="text-sm font-semibold text-brand-700">
              Feature {n + 1} of {count}
            </p>
            <h3 className="mt-3 text-2xl font-semibold tracking-tight text-ink">{feature.title}</h3>
            <p className="mt-3 max-w-2xl text-lg leading-8 text-ink-muted">{feature.description}</p>
          </div>
        ))}
      </div>
      <div className="mt-5 flex justify-center gap-1">
        {features.map((feature, n) => (
          <button
            key={feature.title}
            type="button"
            onClick={() => setIndex(n)}
            aria-controls={id}
            aria-label={`Show feature ${n + 1}: ${feature.title}`}
            aria-current={n === index ? "true" : undefined}
            className="group inline-flex h-8 w-8 items-center justify-center rounded-full"
          >
            <span
              aria-hidden="true"
              className={`block h-2.5 rounded-full transition-[width,background-color] duration-200 ${n === index ? "w-6 bg-brand-600" : "w-2.5 bg-line-strong group-hover:bg-brand-300"}`}
            />
          </button>
        ))}
      </div>
    </section>
  );
}

const arrowClass =
  "inline-flex h-11 w-11 items-center justify-center rounded-full border border-line-strong bg-white text-ink transition-colors hover:border-brand-300 hover:bg-brand-50 hover:text-brand-800";
