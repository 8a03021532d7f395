import type { TimelineItem } from "~/content/types";

/** Milestones down a vertical line, year first. */
export function Timeline({ items }: { items: readonly TimelineItem[] }) {
  return (
    <ol className="relative space-y-10 border-l-2 border-brand-200 pl-8 sm:pl-10">
      {items.map((item) => (
        <li key={item.year} className="relative">
          <span
            aria-hidden="true"
            className="absolute top-1 -left-[calc(2rem+7px)] h-3 w-3 rounded-full bg-brand-600 ring-4 ring-brand-100 sm:-left-[calc(2.5rem+7px)]"
          />
          <p className="text-sm font-semibold tracking-wider text-brand-700">
            <time dateTime={item.year}>{item.year}</time>
          </p>
          <h3 className="mt-1 text-xl font-semibold tracking-tight text-ink">{item.title}</h3>
          <p className="mt-2 max-w-2xl leading-7 text-ink-muted">{item.description}</p>
        </li>
      ))}
    </ol>
  );
}
