import type { TimelineItem } from "~/content/types";

/**
 * Milestones down a line, year first. On a phone the line runs down the left; from lg it runs
 * down the middle and the milestones alternate sides, each facing its year across the line, so
 * the story uses the page's width. The markup keeps reading order (year, title, text); only the
 * grid places them.
 */
export function Timeline({ items }: { items: readonly TimelineItem[] }) {
  return (
    <ol className="relative space-y-10 border-s-2 border-brand-200 ps-8 sm:ps-10 lg:space-y-0 lg:border-s-0 lg:ps-0 lg:before:absolute lg:before:inset-y-0 lg:before:left-1/2 lg:before:w-0.5 lg:before:-translate-x-1/2 lg:before:bg-brand-200">
      {items.map((item, index) => {
        const left = index % 2 === 1;
        return (
          <li key={item.year} className="relative lg:grid lg:grid-cols-2 lg:gap-x-24 lg:py-8">
            {/* The dot: beside the year on a phone, on the line level with the year from lg. */}
            <span
              aria-hidden="true"
              className="absolute top-1 -start-[calc(2rem+7px)] h-3 w-3 rounded-full bg-brand-600 ring-4 ring-brand-100 sm:-start-[calc(2.5rem+7px)] lg:top-12 lg:start-1/2 lg:h-4 lg:w-4 lg:-translate-x-1/2 rtl:lg:translate-x-1/2"
            />
            <p
              className={`text-sm font-semibold tracking-wider text-brand-700 lg:row-start-1 lg:text-5xl lg:leading-none lg:tracking-tight lg:tabular-nums ${left ? "lg:col-start-2" : "lg:col-start-1 lg:text-end"}`}
            >
              <time dateTime={item.year}>{item.year}</time>
            </p>
            <div
              className={`lg:row-start-1 ${left ? "lg:col-start-1 lg:text-end" : "lg:col-start-2"}`}
            >
              <h3 className="mt-1 text-xl font-semibold tracking-tight text-ink lg:mt-0">
                {item.title}
              </h3>
              <p
                className={`mt-2 max-w-2xl leading-7 text-pretty text-ink-muted lg:max-w-md ${left ? "lg:ms-auto" : ""}`}
              >
                {item.description}
              </p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
