// The site search: Pagefind's index over the pre-rendered pages, built by
// scripts/build-steps/pagefind.mjs into /pagefind/. Its script is loaded at run time, on
// first use, from the site itself; the bundler never sees it.

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
  excerpt: string;
  meta: { title?: string; type?: string };
}

interface PagefindApi {
  options(options: { excerptLength?: number; noWorker?: boolean }): Promise<void>;
  init(): Promise<void>;
  search(query: string): Promise<{ results: { data(): Promise<PagefindResultData> }[] } | null>;
}

const pagefindScript = "/pagefind/pagefind.js";
let pagefind: Promise<PagefindApi> | null = null;

function loadPagefind(): Promise<PagefindApi> {
  pagefind ??= (import(/* @vite-ignore */ pagefindScript) as Promise<PagefindApi>)
    .then(async (api) => {
      // On the main thread: the index is a few dozen pages, so a worker would only add a
      // request (and a script that needs its own CSP to fetch the index).
      await api.options({ excerptLength: 18, noWorker: true });
      await api.init();
      return api;
    })
    .catch((error: unknown) => {
      pagefind = null; // let a later search try again
      throw error;
    });
  return pagefind;
}

/** "/services/design/" and "/services/design" are the same page; the site's links have no slash. */
export function pagePath(url: string): string {
  const path = url.replace(/(index)?\.html$/, "").replace(/\/+$/, "");
  return path === "" ? "/" : path;
}

export interface SearchOutcome {
  /** How many pages match in all. */
  total: number;
  /** The best of them, best first, at most the limit asked for. */
  pages: PageResult[];
}

/** The pages matching the query. Rejects when the index cannot be loaded. */
export async function searchSite(query: string, limit = 10): Promise<SearchOutcome> {
  const trimmed = query.trim();
  if (!trimmed) return { total: 0, pages: [] };
  const api = await loadPagefind();
  const found = (await api.search(trimmed))?.results ?? [];
  const data = await Promise.all(found.slice(0, limit).map((r) => r.data()));
  const pages = data.map((d) => ({
    url: pagePath(d.url),
    title: d.meta.title ?? pagePath(d.url),
    type: d.meta.type ?? "",
    excerpt: d.excerpt,
  }));
  return { total: found.length, pages };
}
