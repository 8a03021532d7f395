// The site search: Pagefind's index over the pre-rendered pages, built by
// scripts/build-steps/pagefind.mjs into /pagefind/. Its script is loaded at run time, on
// first use, from the site itself; the bundler never sees it.
import { stripLanguage } from "~/lib/locale";
import { buildExcerpt, excerptText } from "./excerpt";

export interface PageResult {
  /** The page's path on this site. */
  url: string;
  title: string;
  /** What kind of page it is ("Case study", "News"), as shown beside the title. */
  type: string;
  /** HTML-escaped text with <mark> around matched words (see excerpt.ts). */
  excerpt: string;
}

interface PagefindResultData {
  url: string;
  content: string;
  /**
   * The text as indexed, with "<" and ">" escaped: in a segmented language (Japanese) its words
   * end with zero-width spaces, which `content` has lost, and which the match positions count.
   */
  raw_content?: string;
  locations: number[];
  meta: { title?: string; type?: string };
}

interface PagefindResult {
  data(): Promise<PagefindResultData>;
}

interface PagefindSearch {
  results: PagefindResult[];
  unfilteredResultCount: number;
  /** Per filter, how many results each of its values has for the search term alone. */
  totalFilters: Record<string, Record<string, number>>;
}

interface PagefindApi {
  options(options: { noWorker?: boolean }): Promise<void>;
  init(): Promise<void>;
  filters(): Promise<Record<string, Record<string, number>>>;
  search(
    query: string,
    options?: { filters?: Record<string, string> },
  ): Promise<PagefindSearch | null>;
}

/** The filter the index step gives every page: its kind (scripts/build-steps/pagefind.mjs). */
const kindFilter = "kind";
const pagefindScript = "/pagefind/pagefind.js";
let pagefind: Promise<PagefindApi> | null = null;

function loadPagefind(): Promise<PagefindApi> {
  pagefind ??= (import(/* @vite-ignore */ pagefindScript) as Promise<PagefindApi>)
    .then(async (api) => {
      // On the main thread: the index is a few dozen pages, so a worker would only add a
      // request (and a script that needs its own CSP to fetch the index).
      await api.options({ noWorker: true });
      await api.init();
      return api;
    })
    .catch((error: unknown) => {
      pagefind = null; // let a later search try again
      throw error;
    });
  return pagefind;
}

/**
 * A result's page as the app links to it: "/services/design/" and "/services/design" are the
 * same page (the site's links have no slash), and the language prefix comes off ("/de/services"
 * → "/services"): the app's links add this build's basename themselves.
 */
export function pagePath(url: string): string {
  const path = stripLanguage(url.replace(/(index)?\.html$/, "")).replace(/\/+$/, "");
  return path === "" ? "/" : path;
}

/** The result for a page, its excerpt unlike those in `seen` (pages that share a text exist). */
function pageResult(data: PagefindResultData, seen: Set<string>): PageResult {
  const title = data.meta.title ?? pagePath(data.url);
  const content = data.raw_content?.replace(/&lt;/g, "<").replace(/&gt;/g, ">") ?? data.content;
  const source = { content, locations: data.locations, title };
  let excerpt = buildExcerpt(source);
  for (let variant = 1; variant < 3 && seen.has(excerptText(excerpt)); variant++)
    excerpt = buildExcerpt(source, undefined, variant);
  seen.add(excerptText(excerpt));
  return { url: pagePath(data.url), title, type: data.meta.type ?? "", excerpt };
}

export interface SiteSearchResults {
  /** How many pages match the query (and the kind, when one is chosen). */
  total: number;
  /** How many pages match the query, of any kind. */
  totalAllKinds: number;
  /** How many pages of each kind ("Service") match the query. */
  kinds: Readonly<Record<string, number>>;
  /** The matching pages from `from`, best first, at most `count` of them. */
  load(from: number, count: number): Promise<PageResult[]>;
}

const nothing: SiteSearchResults = {
  total: 0,
  totalAllKinds: 0,
  kinds: {},
  load: () => Promise.resolve([]),
};

/**
 * The pages matching the query, of one kind if `kind` is given, with the count of each kind when
 * `countKinds`. Rejects when the index cannot be loaded.
 */
export async function querySite(
  query: string,
  { kind, countKinds = false }: { kind?: string; countKinds?: boolean } = {},
): Promise<SiteSearchResults> {
  const trimmed = query.trim();
  if (!trimmed) return nothing;
  const api = await loadPagefind();
  // The filter index, which Pagefind loads once: without it a search counts no kinds.
  if (countKinds || kind) await api.filters();
  const found = await api.search(trimmed, kind ? { filters: { [kindFilter]: kind } } : {});
  if (!found) return nothing;
  const seen = new Set<string>();
  return {
    total: found.results.length,
    totalAllKinds: found.unfilteredResultCount,
    kinds: found.totalFilters[kindFilter] ?? {},
    load: async (from, count) =>
      (await Promise.all(found.results.slice(from, from + count).map((r) => r.data()))).map(
        (data) => pageResult(data, seen),
      ),
  };
}

export interface SearchOutcome {
  /** How many pages match in all. */
  total: number;
  /** The best of them, best first, at most the limit asked for. */
  pages: PageResult[];
}

/** The best pages matching the query. Rejects when the index cannot be loaded. */
export async function searchSite(query: string, limit = 10): Promise<SearchOutcome> {
  const results = await querySite(query);
  return { total: results.total, pages: await results.load(0, limit) };
}
