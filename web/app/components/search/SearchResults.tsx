import { useEffect, useRef } from "react";
import { buttonClass } from "~/components/ui/button-class";
import type { SearchPageCopy } from "~/content/search";
import { fillPlaceholders } from "~/lib/placeholders";
import { pluralForm } from "~/lib/plural";
import { excerptRuns } from "~/lib/search/excerpt";
import { localePath } from "~/lib/locale";
import type { SearchState } from "./useSiteSearch";

function statusText(state: SearchState, copy: SearchPageCopy): string {
  switch (state.status) {
    case "idle":
      return "";
    case "loading":
      return copy.searching;
    case "error":
      return copy.unavailable;
    case "done": {
      const n = state.total;
      const values = {
        count: n,
        query: state.query,
        kind: state.kind ? ` ${fillPlaceholders(copy.kind, { name: state.kind })}` : "",
      };
      return fillPlaceholders(n === 0 ? copy.noResults : pluralForm(copy.results, n), values);
    }
  }
}

/**
 * The outcome of a search: a polite status line, the pages as links with excerpts, and under
 * them how many are shown with a button for the next ones (focus moves to the first of those).
 */
export function SearchResults({
  state,
  copy,
  onShowMore,
  loadingMore,
}: {
  state: SearchState;
  copy: SearchPageCopy;
  onShowMore: () => void;
  loadingMore: boolean;
}) {
  const list = useRef<HTMLOListElement>(null);
  const focusFrom = useRef<number | null>(null);
  // While the next search runs, the last results stay (dimmed), so the page does not jump.
  const view = state.status === "done" ? state : state.status === "loading" ? state.previous : null;
  const shown = view ? view.results.length : 0;

  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || shown <= from) return;
    focusFrom.current = null;
    list.current?.querySelectorAll<HTMLAnchorElement>(":scope > li > a")[from]?.focus();
  }, [shown]);

  const more = () => {
    focusFrom.current = shown;
    onShowMore();
  };

  return (
    <div aria-busy={state.status === "loading" || loadingMore}>
      <p id="search-status" role="status" className="text-sm font-medium text-ink-muted">
        {statusText(state, copy)}
      </p>
      {view && view.results.length > 0 && (
        <div className={state.status === "loading" ? "opacity-60" : undefined}>
          <ol ref={list} aria-labelledby="search-status" className="mt-4 space-y-3">
            {view.results.map((result) => (
              <li key={result.url}>
                <a
                  href={localePath(result.url)}
                  className="group block rounded-[var(--radius-card)] border border-line bg-surface-raised px-5 py-4 shadow-[var(--shadow-card)] transition-[border-color,box-shadow] hover:border-brand-300 hover:shadow-[var(--shadow-lift)] sm:px-6 sm:py-5"
                >
                  {/* The page's kind in the visitor's language ("Case study"), not its path. */}
                  {result.type ? (
                    <p className="flex min-w-0 items-center gap-2 text-xs text-ink-muted">
                      <span className="shrink-0 rounded-full bg-brand-50 px-2 py-0.5 font-semibold text-brand-800 ring-1 ring-brand-100">
                        {result.type}
                      </span>
                    </p>
                  ) : null}
                  <h2 className="mt-2 text-lg font-semibold text-balance text-ink group-hover:text-brand-700 group-hover:underline">
                    {result.title}
                  </h2>
                  <p className="mt-1.5 text-[0.9375rem] leading-7 text-ink-muted">
                    {excerptRuns(result.excerpt).map((run, i) =>
                      run.highlighted ? (
                        <mark key={i} className="rounded-sm bg-brand-100 px-0.5 text-ink">
                          {run.text}
                        </mark>
                      ) : (
                        <span key={i}>{run.text}</span>
                      ),
                    )}
                  </p>
                </a>
              </li>
            ))}
          </ol>
          <div className="mt-6 flex flex-wrap items-center justify-between gap-4 border-t border-line pt-5">
            <p className="text-sm text-ink-muted">
              {copy.shown.replace("{count}", String(shown)).replace("{total}", String(view.total))}
            </p>
            {shown < view.total && (
              <button
                type="button"
                onClick={more}
                disabled={loadingMore || state.status !== "done"}
                className={buttonClass("secondary")}
              >
                {copy.showMore}
              </button>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
