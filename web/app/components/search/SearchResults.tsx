import { Link } from "react-router";
import { excerptRuns } from "~/lib/search/excerpt";
import type { SearchState } from "./useSiteSearch";

function statusText(state: SearchState, unavailable: string): string {
  switch (state.status) {
    case "idle":
      return "";
    case "loading":
      return "Searching…";
    case "error":
      return unavailable;
    case "done": {
      const n = state.total;
      if (n === 0) return `No results for “${state.query}”. Try another word, or fewer words.`;
      const shown = state.results.length < n ? `, the best ${state.results.length} shown` : "";
      return `${n} ${n === 1 ? "result" : "results"} for “${state.query}”${shown}`;
    }
  }
}

/** The outcome of a search: a polite status line, then the pages as links with excerpts. */
/** `unavailable`: what the status line says when the index cannot be loaded. */
export function SearchResults({ state, unavailable }: { state: SearchState; unavailable: string }) {
  return (
    <div className="mt-8 max-w-3xl">
      <p role="status" className="text-sm font-medium text-ink-muted">
        {statusText(state, unavailable)}
      </p>
      {state.status === "done" && state.results.length > 0 && (
        <ol className="mt-4 space-y-3">
          {state.results.map((result) => (
            <li key={result.url}>
              <Link
                to={result.url}
                className="group block rounded-[var(--radius-card)] border border-line bg-surface-raised p-5 shadow-[var(--shadow-card)] transition-[border-color,box-shadow] hover:border-brand-300 hover:shadow-[var(--shadow-lift)]"
              >
                <h2 className="text-lg font-semibold text-brand-700 group-hover:underline">
                  {result.title}
                </h2>
                <p className="mt-1 flex flex-wrap items-center gap-x-2 text-xs text-ink-muted">
                  {result.type ? (
                    <span className="rounded-full bg-brand-50 px-2 py-0.5 font-semibold text-brand-800 ring-1 ring-brand-100">
                      {result.type}
                    </span>
                  ) : null}
                  <span>{result.url}</span>
                </p>
                <p className="mt-2 text-sm leading-6 text-ink">
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
              </Link>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
