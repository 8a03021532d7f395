import { Picture } from "~/components/ui/Picture";
import type { Outcome } from "~/content/schema";
import type { ResponsivePicture } from "~/content/responsive-picture";

/**
 * A case study's outcome figures, set large on a night panel: the visual centre of its page.
 * The study's own artwork is only a texture behind them, faded towards the figures; a phone skips
 * it (hidden and lazy: never fetched), so the page's LCP there stays its text.
 */
export function CaseStudyOutcomes({
  title,
  outcomes,
  picture,
}: {
  title: string;
  outcomes: readonly Outcome[];
  picture?: ResponsivePicture;
}) {
  const [headline, ...rest] = outcomes;
  return (
    <section
      aria-labelledby="outcomes-title"
      className="on-dark relative isolate overflow-hidden rounded-3xl bg-night p-8 text-on-dark shadow-[var(--shadow-lift)] sm:p-10"
    >
      {picture && (
        <div aria-hidden="true" className="absolute inset-0 -z-10 hidden opacity-80 md:block">
          <Picture
            picture={picture}
            alt=""
            priority="wide"
            sizes="(min-width: 1024px) 560px, 100vw"
            className="h-full w-full object-cover"
          />
          <div className="absolute inset-0 bg-gradient-to-r from-night via-night/80 to-night/20" />
        </div>
      )}
      <h2
        id="outcomes-title"
        className="text-sm font-semibold uppercase tracking-wider text-on-dark-accent"
      >
        {title}
      </h2>
      <dl className="mt-6 grid grid-cols-1 gap-x-8 gap-y-8 sm:grid-cols-2">
        {headline && (
          <div className="flex flex-col-reverse justify-end gap-2 sm:col-span-2">
            <dt className="max-w-sm text-lg leading-7 text-on-dark-muted">{headline.label}</dt>
            <dd className="text-6xl font-semibold tracking-tight text-white sm:text-7xl">
              {headline.value}
            </dd>
          </div>
        )}
        {rest.map((outcome) => (
          <div
            key={outcome.label}
            className="flex flex-col-reverse justify-end gap-2 border-s-2 border-on-dark-accent ps-5"
          >
            <dt className="text-base leading-6 text-on-dark-muted">{outcome.label}</dt>
            <dd className="text-4xl font-semibold tracking-tight text-white">{outcome.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
