import { Search } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Link, useLocation, useSearchParams } from "react-router";
import { navGroups } from "~/content/navigation";
import type { SearchPageCopy } from "~/content/search";
import { searchInputId, searchPath } from "./search-ids";
import { SearchResults } from "./SearchResults";
import { useSiteSearch } from "./useSiteSearch";

const typingPauseMs = 250;

/**
 * The search page's form and results. The query lives in the URL (/search?q=…), so a search
 * can be shared and the back button works; without JavaScript the form still submits to
 * /search and a note explains that results need JavaScript. The page's words come from the
 * route's loader.
 */
export function SiteSearch({
  copy,
  suggestions,
}: {
  copy: SearchPageCopy;
  suggestions: readonly string[];
}) {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  // The page is pre-rendered without a query: read it only after hydration.
  const [hydrated, setHydrated] = useState(false);
  const urlQuery = hydrated ? (searchParams.get("q") ?? "") : "";
  const [value, setValue] = useState("");
  const written = useRef<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const state = useSiteSearch(urlQuery);

  useEffect(() => setHydrated(true), []);

  // The URL changed from outside (first load, back/forward, a suggestion): show its query.
  useEffect(() => {
    if (hydrated && urlQuery !== written.current) setValue(urlQuery);
  }, [hydrated, urlQuery]);

  useEffect(() => {
    if ((location.state as { focusSearch?: boolean } | null)?.focusSearch)
      inputRef.current?.focus();
  }, [location.state]);

  const writeQuery = (q: string) => {
    written.current = q;
    setSearchParams(q.trim() ? { q } : {}, { replace: true, preventScrollReset: true });
  };

  // Search as the visitor types, once they pause.
  useEffect(() => {
    if (!hydrated || value === urlQuery) return;
    const timer = setTimeout(() => writeQuery(value), typingPauseMs);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    writeQuery(value);
  };

  return (
    <div>
      <form
        role="search"
        action={searchPath}
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
            className="pointer-events-none absolute left-4 top-1/2 h-5 w-5 -translate-y-1/2 text-ink-muted"
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
            className="h-12 w-full rounded-full border border-line-strong bg-surface-raised pl-12 pr-4 text-base text-ink shadow-sm placeholder:text-ink-muted focus:border-brand-500"
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

      {state.status === "idle" && (
        <div className="mt-6">
          <h2 className="text-sm font-semibold text-ink-muted">{copy.suggestionsLabel}</h2>
          <ul className="mt-2 flex flex-wrap gap-2">
            {suggestions.map((suggestion) => (
              <li key={suggestion}>
                <Link
                  to={`${searchPath}?q=${encodeURIComponent(suggestion)}`}
                  replace
                  preventScrollReset
                  className="inline-flex rounded-full border border-line bg-surface-raised px-4 py-1.5 text-sm font-medium text-ink transition-colors hover:border-brand-300 hover:bg-brand-50 hover:text-brand-800"
                >
                  {suggestion}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}

      <SearchResults state={state} unavailable={copy.unavailable} />
    </div>
  );
}
