import { useId } from "react";
import { Icon } from "~/components/ui/Icon";
import type { Feature } from "~/content/types";
import { ui } from "~/content/ui";
import { fillPlaceholders } from "~/lib/placeholders";
import {
  carouselTrackAttribute,
  earlyClickAttribute,
  type EarlyClick,
} from "~/lib/inline-scripts/early-controls";

/**
 * The WAI-ARIA carousel pattern (no auto-rotation): a labelled region whose slides sit side by
 * side in a scroll-snap track, one in view at a time, so every feature can be swiped or scrolled
 * to from the first paint. Previous/next buttons wrap around both ends and dots jump to a slide.
 * The page's inline script (lib/inline-scripts/early-controls.ts) moves the track for them and,
 * whenever the track comes to rest, marks the current dot and hides the slides out of view from
 * assistive technology, so the polite live region announces the one that comes into view. No
 * React state: the markup marks the first dot, and the script takes over once the page is parsed.
 */
export function FeatureCarousel({
  label,
  features,
}: {
  label: string;
  features: readonly Feature[];
}) {
  const id = useId();
  const count = features.length;
  const early = (what: EarlyClick) => ({ [earlyClickAttribute]: what });

  return (
    // From lg the title and arrows stand in a column of their own beside the slides, so a slide
    // is as wide as its text and the row has no empty half.
    <section
      aria-roledescription={copy.role}
      aria-label={label}
      className="relative lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:gap-x-12"
    >
      <div className="flex items-center justify-between gap-4 lg:flex-col lg:items-start lg:justify-start lg:gap-6">
        <h2 className="min-w-0 text-2xl font-semibold tracking-tight text-ink sm:text-3xl">
          {label}
        </h2>
        <div className="flex shrink-0 gap-2">
          <button
            type="button"
            aria-controls={id}
            aria-label={copy.previous}
            className={arrowClass}
            {...early("prev")}
          >
            <Icon name="chevronLeft" className="h-5 w-5" />
          </button>
          <button
            type="button"
            aria-controls={id}
            aria-label={copy.next}
            className={arrowClass}
            {...early("next")}
          >
            <Icon name="chevronRight" className="h-5 w-5" />
          </button>
        </div>
      </div>
      <div className="min-w-0">
        <div
          id={id}
          aria-live="polite"
          tabIndex={0}
          {...{ [carouselTrackAttribute]: "" }}
          className="mt-6 flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain rounded-[var(--radius-card)] [scrollbar-width:none] focus-visible:outline-2 lg:mt-0 focus-visible:outline-offset-4 focus-visible:outline-brand-600"
        >
          {features.map((feature, n) => (
            <div
              key={feature.title}
              role="group"
              aria-roledescription={copy.slideRole}
              aria-label={fillPlaceholders(copy.slide, { count: n + 1, total: count })}
              className="w-full shrink-0 snap-start snap-always rounded-[var(--radius-card)] border border-line bg-gradient-to-br from-brand-50 to-surface p-8 sm:p-10"
            >
              <p data-pagefind-ignore className="text-sm font-semibold text-brand-700">
                {fillPlaceholders(copy.position, { count: n + 1, total: count })}
              </p>
              <h3 className="mt-3 text-2xl font-semibold tracking-tight text-ink">
                {feature.title}
              </h3>
              <p className="mt-3 max-w-2xl text-lg leading-8 text-ink-muted">
                {feature.description}
              </p>
            </div>
          ))}
        </div>
        <div className="mt-5 flex justify-center gap-1">
          {features.map((feature, n) => (
            <button
              key={feature.title}
              type="button"
              aria-controls={id}
              aria-label={fillPlaceholders(copy.show, { count: n + 1, name: feature.title })}
              aria-current={n === 0 ? "true" : undefined}
              className="group inline-flex h-8 w-8 items-center justify-center rounded-full"
              {...early(`${n}`)}
            >
              <span
                aria-hidden="true"
                className="block h-2.5 w-2.5 rounded-full bg-line-strong transition-[width,background-color] duration-200 group-hover:bg-brand-300 group-aria-[current=true]:w-6 group-aria-[current=true]:bg-brand-600"
              />
            </button>
          ))}
        </div>
      </div>
    </section>
  );
}

const copy = ui.carousel;

const arrowClass =
  "inline-flex h-11 w-11 items-center justify-center rounded-full border border-line-strong bg-surface text-ink transition-colors hover:border-brand-300 hover:bg-brand-50 hover:text-brand-800";
