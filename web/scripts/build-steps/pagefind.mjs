// The site search index: Pagefind over the final pre-rendered HTML, written to /pagefind/.
// It indexes each page's <main data-pagefind-body> (not the header, footer or chat), under the
// page's own path, with its kind ("Case study", "News") as metadata and as the filter `kind`, and
// leaves out 404s, noindex pages and the search page itself. Only the search API is kept:
// Pagefind's ready-made UI bundles are removed (the site has its own), and so is its web worker
// (app/lib/search/pagefind.ts runs the search on the main thread).
import { readFile, readdir, rm } from "node:fs/promises";
import { join } from "node:path";
import * as pagefind from "pagefind";
import { loadContent } from "../content/load.ts";
import { htmlPages } from "./html-files.mjs";
import { languages } from "../languages.mjs";
import { languageOf, stripLanguage } from "../../app/lib/locale.ts";

/** Whether the page's canonical URL is its own address (not the English page it shows). */
function ownCanonical(html, route) {
  const canonical = html.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
  return !canonical || new URL(canonical).pathname.replace(/\/$/, "") === route.replace(/\/$/, "");
}

const skippedRoutes = new Set(["/search"]);

/** The filter that results are narrowed by ("kind:Service"); app/lib/search/pagefind.ts reads it. */
export const kindFilter = "kind";

/**
 * What is never a page's own text, on any page: navigation (breadcrumbs, outlines, filters,
 * pagination), forms (their labels and hints), buttons, what assistive technology does not
 * read either (decorative numbers and icons), dates (<time>), and description lists, which on
 * this site are always a page's facts and figures (a post's date, author and reading time, a
 * job's terms, a case study's client and outcomes, stat cards): out of their layout they read
 * as a string of labels and numbers. Components mark the rest themselves with
 * data-pagefind-ignore (cards that stand for another page, badges, button-styled links).
 */
export const excludeSelectors = ["nav", "form", "button", "[aria-hidden='true']", "time", "dl"];

/** The page's kind for search results ("Case study"), from content/<locale>/page-types.yaml. */
export function pageTypeOf(route, pageTypes) {
  const matches = (pattern) => {
    const want = pattern.split("/");
    const have = route.split("/");
    return (
      want.length === have.length &&
      want.every((part, i) => (part.startsWith(":") ? have[i] !== "" : part === have[i]))
    );
  };
  return pageTypes.types.find((type) => matches(type.route))?.label ?? pageTypes.default;
}

/** Blocks whose text is compared across pages: paragraphs and the headings under the <h1>. */
const blockElement = /<(p|h[2-6])(\s[^>]*)?>([\s\S]*?)<\/\1>/g;
const blockText = (inner) => inner.replace(/<[^>]*>/g, " ").replace(/\s+/g, " ").trim();

/** The text of each block of the page's indexed part (<main>), once each. */
export function blockTexts(html) {
  const start = html.indexOf("data-pagefind-body");
  const body = start < 0 ? "" : html.slice(start);
  return new Set([...body.matchAll(blockElement)].map((m) => blockText(m[3])).filter(Boolean));
}

/** A block on at least this many pages of one kind is that kind's frame, not a page's own text. */
export const sharedOn = 3;

/**
 * The blocks every page of a kind repeats (the benefits and hiring steps of each job, the
 * section headings of each service), from `pages` ({ type, html }): the text of each block that
 * appears on `sharedOn` or more pages of the same type, by type. Left out of the index, they
 * would otherwise give many results the same excerpt. Pages of the default type (`miscellany`)
 * are of many templates, so nothing they share is a frame.
 */
export function sharedBlocks(pages, miscellany) {
  const counts = new Map();
  for (const { type, html, miscellany: own } of pages) {
    if (type === (own ?? miscellany)) continue;
    const ofType = counts.get(type) ?? new Map();
    counts.set(type, ofType);
    for (const text of blockTexts(html)) ofType.set(text, (ofType.get(text) ?? 0) + 1);
  }
  return new Map(
    [...counts].map(([type, ofType]) => [
      type,
      new Set([...ofType].filter(([, n]) => n >= sharedOn).map(([text]) => text)),
    ]),
  );
}

/**
 * The page as the index reads it. Pagefind reads text without the layout, so a label and its
 * value in adjacent blocks ("<dt>Department</dt><dd>Design</dd>") would run together in
 * excerpts: a space after every block element's end keeps words apart. The blocks in `shared`
 * are left out; the page's type goes in as metadata and as a filter.
 */
export function indexableHtml(html, type, shared = new Set()) {
  const value = type.replace(/"/g, "&quot;");
  return html
    .replace(blockElement, (whole, tag, attributes = "", inner) =>
      shared.has(blockText(inner))
        ? `<${tag} data-pagefind-ignore${attributes}>${inner}</${tag}>`
        : whole,
    )
    .replace(
      /<\/(dt|dd|li|p|h[1-6]|div|td|th|figcaption|blockquote|section|article|header|footer|time|label)>/g,
      "$& ",
    )
    .replace(
      "data-pagefind-body",
      `data-pagefind-body data-pagefind-meta="type:${value}" data-pagefind-filter="${kindFilter}:${value}"`,
    );
}

export async function run(clientDir) {
  const outputPath = join(clientDir, "pagefind");
  await rm(outputPath, { recursive: true, force: true });
  // One index per language, split by each page's <html lang> (Japanese segmented into words by
  // the extended Pagefind the npm package runs); a page shows only its language's results.
  const { index, errors } = await pagefind.createIndex({ excludeSelectors });
  if (!index) throw new Error(`pagefind: ${errors.join("; ")}`);
  const typesOf = new Map(languages.map((l) => [l.code, loadContent(l.code)["page-types"]]));
  try {
    const pages = [];
    for (const page of await htmlPages(clientDir)) {
      if (page.notFound || skippedRoutes.has(page.route)) continue;
      const html = await readFile(page.file, "utf8");
      if (/<meta name="robots" content="noindex"/.test(html)) continue;
      // A language's page of an English-only entry: its canonical is the English page, indexed there.
      if (!ownCanonical(html, page.route)) continue;
      if (!html.includes("data-pagefind-body"))
        throw new Error(`pagefind: ${page.route} has no data-pagefind-body`);
      const pageTypes = typesOf.get(languageOf(page.route));
      const route = stripLanguage(page.route);
      if (skippedRoutes.has(route)) continue;
      pages.push({ route: page.route, html, type: pageTypeOf(route, pageTypes), miscellany: pageTypes.default });
    }
    const shared = sharedBlocks(pages, typesOf.get("en").default);
    for (const { route, html, type } of pages) {
      const added = await index.addHTMLFile({
        url: route,
        content: indexableHtml(html, type, shared.get(type)),
      });
      if (added.errors.length > 0) throw new Error(`pagefind: ${route}: ${added.errors.join("; ")}`);
    }
    const written = await index.writeFiles({ outputPath });
    if (written.errors.length > 0) throw new Error(`pagefind: ${written.errors.join("; ")}`);
    for (const name of await readdir(outputPath)) {
      if (/^pagefind-(modular-)?(ui|component-ui|highlight|worker)/.test(name))
        await rm(join(outputPath, name), { force: true });
    }
    return `${pages.length} pages indexed`;
  } finally {
    await pagefind.close();
  }
}
