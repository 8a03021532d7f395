import { Search } from "lucide-react";
import { localePath } from "~/lib/locale";
import { type FormEvent, useEffect, useLayoutEffect, useRef, useState } from "react";
import { navGroups } from "~/content/navigation";
import { sendGoal } from "~/lib/goals";
import { noSearchYet, type SearchRun, searchGoal } from "~/lib/search/search-goal";
import type { SearchPageCopy } from "~/content/search";
import { kindKey, searchInputId, searchPath } from "~/lib/search/ids";
import { SearchKindFilter } from "./SearchKindFilter";
import { SearchResults } from "./SearchResults";
import { useAddress } from "./useAddress";
import { useSiteSearch } from "./useSiteSearch";

const typingPauseMs = 250;

/**
 * The search page's form and results, the site-search island (app/islands/site-search.client.tsx:
 * hydrated on the first focus in its form, or at once when the address has a query). The query
 * and the kind of page chosen live in the URL (/search?q=…&kind=…), so a search can be shared and
 * the back button works; without JavaScript the form still submits to /search and a note explains
 * that results need JavaScript. Results come with a filter by kind of page: beside them on wide
 * screens, above them on a phone. No router here: the address is the history API's (useAddress).
 */
export function SiteSearch({
  copy,
  suggestions,
  kinds,
}: {
  copy: SearchPageCopy;
  suggestions: readonly string[];
  /** The kinds of page, in the order the filter offers them. */
  kinds: readonly string[];
}) {
  // The page is pre-rendered without a query: the address is read only after hydration.
  const address = useAddress();
  const { hydrated } = address;
  const urlQuery = address.params.get("q") ?? "";
  const kindSlug = address.params.get("kind") ?? "";
  const kind = kinds.find((k) => kindKey(k) === kindSlug) ?? "";
  const [value, setValue] = useState("");
  const written = useRef<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  // How many results were shown when the visitor left (kept in the history entry), so the back
  // button returns to the list as it was.
  const shownBefore = address.state?.shown;
  const { state, showMore, loadingMore } = useSiteSearch(urlQuery, kind, shownBefore);
  const last = state.status === "loading" ? state.previous : state.status === "done" ? state : null;
  const filtered = last && last.totalAllKinds > 0 ? last : null;
  // Before a search, and when one finds nothing, offer the searches people make most.
  const offerSuggestions =
    state.status === "idle" ||
    state.status === "error" ||
    (state.status === "done" && state.totalAllKinds === 0);

  // What the visitor typed before the island arrived is theirs: the first render after hydration
  // takes it (React keeps the typed text while hydrating, but the next render of a controlled
  // input would write the server's "" back). Read before the address, in the same commit.
  const typedFirst = useRef<string | null>(null);
  useLayoutEffect(() => {
    const typed = inputRef.current?.value ?? "";
    if (!typed) return;
    typedFirst.current = typed;
    setValue(typed);
  }, []);

  // The `search` goal, once per search (lib/search/search-goal.ts).
  const goalState = useRef(noSearchYet);
  const searched = (query: string, how: SearchRun) => {
    const { send, state } = searchGoal(goalState.current, query, how);
    goalState.current = state;
    if (send) sendGoal("search");
  };

  // The URL changed from outside (first load, back/forward, a suggestion): show its query.
  useEffect(() => {
    if (!hydrated || urlQuery === written.current) return;
    // Typed before the island arrived: that search wins over the address's (typing searches it).
    if (typedFirst.current !== null && typedFirst.current !== urlQuery) {
      typedFirst.current = null;
      return;
    }
    typedFirst.current = null;
    setValue(urlQuery);
    searched(urlQuery, "outside");
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hydrated, urlQuery]);

  // A new query searches every kind again.
  const writeQuery = (q: string) => {
    written.current = q;
    address.go(q.trim() ? `?${new URLSearchParams({ q })}` : location.pathname, { replace: true });
  };

  // Search as the visitor types, once they pause (and what they typed before hydration, once
  // the address is read).
  useEffect(() => {
    if (!hydrated || value === urlQuery) return;
    const timer = setTimeout(() => {
      searched(value, "typed");
      writeQuery(value);
    }, typingPauseMs);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value, hydrated]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    searched(value, "submitted");
    writeQuery(value);
  };

  return (
    <div>
      <form
        role="search"
        action={localePath(searchPath)}
        method="get"
        onSubmit={onSubmit}
        className="flex max-w-2xl gap-2"
      >
        <label htmlFor={searchInputId} className="sr-only">
          {copy.title}
        </label>
        <div className="relative flex-1">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute start-4 top-1/2 h-5 w-5 -translate-y-1/2 text-ink-muted"
          />
          <input
            ref={inputRef}
            id={searchInputId}
            type="search"
            name="q"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            autoComplete="off"
            enterKeyHint="search"
            placeholder={copy.placeholder}
            className="h-12 w-full rounded-full border border-line-strong bg-surface-raised ps-12 pe-4 text-base text-ink shadow-sm placeholder:text-ink-muted focus:border-brand-500"
          />
        </div>
        <button
          type="submit"
          className="h-12 rounded-full bg-brand-600 px-6 font-semibold text-white shadow-sm transition-colors hover:bg-brand-900"
        >
          {copy.submit}
        </button>
      </form>

      <noscript>
        <div className="mt-6 max-w-2xl rounded-[var(--radius-card)] border border-line bg-surface-raised p-5 text-sm leading-6 text-ink-muted">
          <p>{copy.noScript}</p>
          <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1">
            {navGroups
              .flatMap((g) => g.items)
              .map((item) => (
                <li key={item.href}>
                  <a href={item.href} className="font-medium text-brand-700 underline">
                    {item.title}
                  </a>
                </li>
              ))}
          </ul>
        </div>
      </noscript>

      <div
        className={`grid grid-cols-[minmax(0,1fr)] gap-6 ${state.status === "idle" ? "" : "mt-8"} ${filtered ? "lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-12 xl:grid-cols-[15rem_minmax(0,1fr)]" : "max-w-3xl"}`}
      >
        {filtered && (
          <div className="min-w-0 lg:sticky lg:top-[calc(var(--header-height)+2rem)] lg:self-start">
            <SearchKindFilter
              label={copy.kindsLabel}
              allLabel={copy.allKinds}
              query={filtered.query}
              kinds={kinds}
              onFollow={address.follow()}
              counts={filtered.kinds}
              total={filtered.totalAllKinds}
              current={filtered.kind}
            />
          </div>
        )}
        <SearchResults
          state={state}
          copy={copy}
          onShowMore={() =>
            void showMore().then((shown) => {
              if (shown !== null) address.keep({ shown });
            })
          }
          loadingMore={loadingMore}
        />
      </div>

      {offerSuggestions && (
        <div className="mt-6">
          <h2 className="text-sm font-semibold text-ink-muted">{copy.suggestionsLabel}</h2>
          <ul className="mt-2 flex flex-wrap gap-2">
            {suggestions.map((suggestion) => (
              <li key={suggestion}>
                <a
                  href={localePath(`${searchPath}?q=${encodeURIComponent(suggestion)}`)}
                  onClick={address.follow({ replace: true })}
                  className="inline-flex rounded-full border border-line bg-surface-raised px-4 py-1.5 text-sm font-medium text-ink transition-colors hover:border-brand-300 hover:bg-brand-50 hover:text-brand-800"
                >
                  {suggestion}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
