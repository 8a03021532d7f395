import type { MouseEvent } from "react";
import { localePath } from "~/lib/locale";
import { kindKey, searchPath } from "~/lib/search/ids";

/** The link to the results of `query` of one kind ("" for every kind). */
export function kindSearchHref(query: string, kind: string): string {
  const q = `q=${encodeURIComponent(query)}`;
  return `${searchPath}?${kind ? `${q}&kind=${encodeURIComponent(kindKey(kind))}` : q}`;
}

/**
 * The results' filter by kind of page, with how many results each kind has: a column of links
 * beside the results on wide screens, one row that scrolls sideways above them on a phone (so
 * the results stay on the first screen). Kinds without results are left out, unless chosen.
 */
export function SearchKindFilter({
  label,
  allLabel,
  query,
  kinds,
  counts,
  total,
  current,
  onFollow,
}: {
  label: string;
  allLabel: string;
  query: string;
  /** Every kind, in the order to offer them. */
  kinds: readonly string[];
  counts: Readonly<Record<string, number>>;
  /** How many results there are of any kind. */
  total: number;
  /** The chosen kind, or "". */
  current: string;
  /** Follows a choice without a page load (the search island); without it, a link loads the page. */
  onFollow?: (event: MouseEvent<HTMLAnchorElement>) => void;
}) {
  const choices = [
    { kind: "", label: allLabel, count: total },
    ...kinds
      .filter((kind) => (counts[kind] ?? 0) > 0 || kind === current)
      .map((kind) => ({ kind, label: kind, count: counts[kind] ?? 0 })),
  ];
  return (
    <nav aria-labelledby="search-kinds-label" className="min-w-0">
      <h2
        id="search-kinds-label"
        className="sr-only text-xs font-semibold uppercase tracking-wider text-ink-muted lg:not-sr-only lg:mb-3 lg:block"
      >
        {label}
      </h2>
      <ul className="-mx-5 flex gap-2 overflow-x-auto px-5 pb-1 [scrollbar-width:thin] sm:mx-0 sm:flex-wrap sm:px-0 lg:flex-col lg:gap-1">
        {choices.map((choice) => {
          const selected = choice.kind === current;
          return (
            <li key={choice.kind || "all"} className="shrink-0">
              <a
                href={localePath(kindSearchHref(query, choice.kind))}
                onClick={onFollow}
                aria-current={selected ? "true" : undefined}
                className="flex min-h-11 items-center justify-between gap-3 whitespace-nowrap rounded-full border border-line bg-surface-raised px-4 text-sm font-medium text-ink transition-colors hover:border-brand-300 hover:bg-brand-50 hover:text-brand-800 aria-[current=true]:border-brand-600 aria-[current=true]:bg-brand-600 aria-[current=true]:text-white lg:rounded-lg lg:border-transparent lg:bg-transparent lg:px-3 lg:aria-[current=true]:border-brand-100 lg:aria-[current=true]:bg-brand-50 lg:aria-[current=true]:text-brand-800"
              >
                <span>{choice.label}</span>{" "}
                <span className="tabular-nums text-xs font-semibold opacity-80">
                  {choice.count}
                </span>
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
