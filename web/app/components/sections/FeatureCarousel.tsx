import { useEffect, useId, useRef, useState, type UIEvent } from "react";
import { Icon } from "~/components/ui/Icon";
import type { Feature } from "~/content/types";
import { ui } from "~/content/ui";
import { fillPlaceholders } from "~/lib/placeholders";
import { wrapIndex } from "~/lib/carousel";
import { earlyClickAttribute, type EarlyClick } from "~/lib/inline-scripts/early-controls";

/**
 * The WAI-ARIA carousel pattern (no auto-rotation): a labelled region whose slides sit side by
 * side in a scroll-snap track, one in view at a time, so every feature can be swiped or scrolled
 * to from the first paint. Previous/next buttons wrap around both ends and dots jump to a slide;
 * before the app hydrates the page's early script moves the track for them (lib/inline-scripts/early-controls.ts).
 * Once hydrated, the slides out of view are hidden from assistive technology, so the polite live
 * region announces the one that comes into view.
 */
export function FeatureCarousel({
  label,
  features,
}: {
  label: string;
  features: readonly Feature[];
}) {
  const [index, setIndex] = useState(0);
  const [enhanced, setEnhanced] = useState(false);
  const trackRef = useRef<HTMLDivElement>(null);
  const settle = useRef<ReturnType<typeof setTimeout>>(undefined);
  const id = useId();
  const count = features.length;

  /** Where a button sent the track, until it comes to rest there. */
  const target = useRef<number | null>(null);

  const show = (next: number) => {
    const track = trackRef.current;
    target.current = next;
    setIndex(next);
    if (!track) return;
    const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    track.scrollTo({
      left: inlineSign(track) * next * track.clientWidth,
      behavior: smooth ? "smooth" : "auto",
    });
  };
  const go = (step: number) => show(wrapIndex(target.current ?? index, step, count));
  // The track has come to rest (a button, a swipe, a scroll): the slide in view is current.
  const rest = (track: HTMLDivElement) => {
    target.current = null;
    setIndex(slideAt(track, count));
  };
  // Browsers without `scrollend`: at rest once no scroll came for a moment.
  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    if ("onscrollend" in window) return;
    const track = event.currentTarget;
    clearTimeout(settle.current);
    settle.current = setTimeout(() => rest(track), 150);
  };
  // Hydrated: start from wherever the track is (a swipe or a button before hydration moved it).
  useEffect(() => {
    const track = trackRef.current;
    if (track) setIndex(slideAt(track, count));
    setEnhanced(true);
  }, [count]);
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
            onClick={() => go(-1)}
            aria-controls={id}
            aria-label={copy.previous}
            className={arrowClass}
            {...early("prev")}
          >
            <Icon name="chevronLeft" className="h-5 w-5" />
          </button>
          <button
            type="button"
            onClick={() => go(1)}
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
          ref={trackRef}
          id={id}
          aria-live="polite"
          tabIndex={0}
          onScroll={onScroll}
          onScrollEnd={(event) => rest(event.currentTarget)}
          className="mt-6 flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain rounded-[var(--radius-card)] [scrollbar-width:none] focus-visible:outline-2 lg:mt-0 focus-visible:outline-offset-4 focus-visible:outline-brand-600"
        >
          {features.map((feature, n) => (
            <div
              key={feature.title}
              role="group"
              aria-roledescription={copy.slideRole}
              aria-label={fillPlaceholders(copy.slide, { count: n + 1, total: count })}
              aria-hidden={enhanced && n !== index ? true : undefined}
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
              onClick={() => show(n)}
              aria-controls={id}
              aria-label={fillPlaceholders(copy.show, { count: n + 1, name: feature.title })}
              aria-current={n === index ? "true" : undefined}
              className="group inline-flex h-8 w-8 items-center justify-center rounded-full"
              {...early(`${n}`)}
            >
              <span
                aria-hidden="true"
                className={`block h-2.5 rounded-full transition-[width,background-color] duration-200 ${n === index ? "w-6 bg-brand-600" : "w-2.5 bg-line-strong group-hover:bg-brand-300"}`}
              />
            </button>
          ))}
        </div>
      </div>
    </section>
  );
}

const copy = ui.carousel;

/** 1, or -1 in a right-to-left track, where scrollLeft runs from 0 down to negative values. */
const inlineSign = (track: HTMLElement) => (getComputedStyle(track).direction === "rtl" ? -1 : 1);

/** The slide in view: the track's scroll offset in slide widths, either direction. */
const slideAt = (track: HTMLElement, count: number) =>
  Math.min(count - 1, Math.max(0, Math.round(Math.abs(track.scrollLeft) / track.clientWidth)));

const arrowClass =
  "inline-flex h-11 w-11 items-center justify-center rounded-full border border-line-strong bg-surface text-ink transition-colors hover:border-brand-300 hover:bg-brand-50 hover:text-brand-800";
