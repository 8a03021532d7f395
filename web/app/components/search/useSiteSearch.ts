import { useCallback, useEffect, useRef, useState } from "react";
import { type PageResult, querySite, type SiteSearchResults } from "~/lib/search/pagefind";

export type SearchState =
  | { status: "idle" }
  | {
      status: "loading";
      query: string;
      kind: string;
      /** The results before these, whose filter stays up meanwhile so the layout does not jump. */
      previous?: DoneState;
    }
  | DoneState
  | { status: "error"; query: string; kind: string };

export interface DoneState {
  status: "done";
  query: string;
  /** The kind the results are narrowed to, or "" for every kind. */
  kind: string;
  /** How many pages match (of the kind, when one is chosen). */
  total: number;
  /** How many pages match, of any kind. */
  totalAllKinds: number;
  /** How many pages of each kind match. */
  kinds: Readonly<Record<string, number>>;
  /** The results shown so far, best first. */
  results: readonly PageResult[];
}

/** How many results a search shows at first, and how many more each "Show more" adds. */
export const resultsPerPage = 10;

/**
 * The pages matching `query` (of one kind when `kind` is set), searched again whenever either
 * changes; stale answers are dropped. A search shows `firstCount` results (more than a page when
 * a visitor comes back to results they had extended); `showMore` appends the next ones.
 */
export function useSiteSearch(query: string, kind: string, firstCount = resultsPerPage) {
  const [state, setState] = useState<SearchState>({ status: "idle" });
  const [loadingMore, setLoadingMore] = useState(false);
  const found = useRef<SiteSearchResults | null>(null);
  // Read when a search starts, not a reason to search again.
  const first = useRef(firstCount);
  first.current = Math.max(resultsPerPage, firstCount);

  useEffect(() => {
    const q = query.trim();
    found.current = null;
    setLoadingMore(false);
    if (!q) {
      setState({ status: "idle" });
      return;
    }
    let current = true;
    setState((before) => ({
      status: "loading",
      query: q,
      kind,
      previous:
        before.status === "done"
          ? before
          : before.status === "loading"
            ? before.previous
            : undefined,
    }));
    querySite(q, { kind: kind || undefined, countKinds: true })
      .then(async (results) => {
        const firstResults = await results.load(0, first.current);
        if (!current) return;
        found.current = results;
        setState({
          status: "done",
          query: q,
          kind,
          total: results.total,
          totalAllKinds: results.totalAllKinds,
          kinds: results.kinds,
          results: firstResults,
        });
      })
      .catch(() => current && setState({ status: "error", query: q, kind }));
    return () => {
      current = false;
    };
  }, [query, kind]);

  /** Appends the next results; resolves to how many are shown then. */
  const showMore = useCallback(async (): Promise<number | null> => {
    const results = found.current;
    if (!results || state.status !== "done" || loadingMore) return null;
    setLoadingMore(true);
    try {
      const next = await results.load(state.results.length, resultsPerPage);
      // A new search replaced these results meanwhile: leave its state alone.
      if (found.current !== results) return null;
      setState({ ...state, results: [...state.results, ...next] });
      return state.results.length + next.length;
    } finally {
      if (found.current === results) setLoadingMore(false);
    }
  }, [state, loadingMore]);

  return { state, showMore, loadingMore };
}
