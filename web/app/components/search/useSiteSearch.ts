import { useEffect, useState } from "react";
import { type PageResult, searchSite } from "~/lib/search/pagefind";

export type SearchState =
  | { status: "idle" }
  | { status: "loading"; query: string }
  | { status: "done"; query: string; total: number; results: readonly PageResult[] }
  | { status: "error"; query: string };

const resultLimit = 20;

/** The pages matching `query`, searched again whenever it changes; stale answers are dropped. */
export function useSiteSearch(query: string): SearchState {
  const [state, setState] = useState<SearchState>({ status: "idle" });
  useEffect(() => {
    const q = query.trim();
    if (!q) {
      setState({ status: "idle" });
      return;
    }
    let current = true;
    setState({ status: "loading", query: q });
    searchSite(q, resultLimit).then(
      ({ total, pages }) =>
        current && setState({ status: "done", query: q, total, results: pages }),
      () => current && setState({ status: "error", query: q }),
    );
    return () => {
      current = false;
    };
  }, [query]);
  return state;
}
