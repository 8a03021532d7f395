import { type MouseEvent, useCallback, useEffect, useState } from "react";

/** What the search page keeps in its history entries: how many results were shown. */
export interface SearchHistoryState {
  shown?: number;
}

export interface Address {
  /** The address's query parameters; empty until the island has hydrated (the page is pre-rendered without them). */
  params: URLSearchParams;
  /** The history entry's state (`shown`), read with the address. */
  state: SearchHistoryState | null;
  hydrated: boolean;
  /** Moves to `href` on this page without a page load (a new history entry, or `replace`). */
  go: (href: string, options?: { replace?: boolean }) => void;
  /** Keeps `state` in the current history entry. */
  keep: (state: SearchHistoryState) => void;
  /** A link's onClick that follows it with `go` (a plain click; a modified one opens as usual). */
  follow: (options?: { replace?: boolean }) => (event: MouseEvent<HTMLAnchorElement>) => void;
}

const historyState = (): SearchHistoryState | null =>
  (history.state as SearchHistoryState | null) ?? null;

/**
 * The page's address, read after hydration and kept in step with the back and forward buttons:
 * the search island has no router, so it uses the history API itself.
 */
export function useAddress(): Address {
  const [read, setRead] = useState<{ search: string; state: SearchHistoryState | null } | null>(
    null,
  );
  useEffect(() => {
    const update = () => setRead({ search: location.search, state: historyState() });
    update();
    addEventListener("popstate", update);
    return () => removeEventListener("popstate", update);
  }, []);
  const go = useCallback((href: string, { replace = false } = {}) => {
    const url = new URL(href, location.href);
    if (replace) history.replaceState(historyState(), "", url);
    else history.pushState(null, "", url);
    setRead({ search: url.search, state: historyState() });
  }, []);
  const keep = useCallback((state: SearchHistoryState) => {
    history.replaceState({ ...historyState(), ...state }, "");
  }, []);
  const follow = useCallback(
    (options?: { replace?: boolean }) => (event: MouseEvent<HTMLAnchorElement>) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
        return;
      event.preventDefault();
      go(event.currentTarget.href, options);
    },
    [go],
  );
  return {
    params: new URLSearchParams(read?.search ?? ""),
    state: read?.state ?? null,
    hydrated: read !== null,
    go,
    keep,
    follow,
  };
}
