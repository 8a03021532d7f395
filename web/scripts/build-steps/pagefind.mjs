// The site search index: Pagefind over the final pre-rendered HTML, written to /pagefind/.
// It indexes each page's <main data-pagefind-body> (not the header, footer or chat), under the
// page's own path with its type ("Case study", "News") as metadata, and leaves out 404s, noindex pages and the search page itself. Only the
// search API is kept: Pagefind's ready-made UI bundles are removed (the site has its own), and
// so is its web worker (app/lib/search/pagefind.ts runs the search on the main thread).
import { readFile, readdir, rm } from "node:fs/promises";
import { join } from "node:path";
import * as pagefind from "pagefind";
import { loadContent } from "../content/load.ts";
import { htmlPages } from "./html-files.mjs";

const skippedRoutes = new Set(["/search"]);

/** The page's kind for search results ("Case study"), from content/<locale>/page-types.yaml. */
export function pageTypeOf(route, pageTypes) {
  const matches = (pattern) => {
    const want = pattern.split("/");
    const have = route.split("/");
    return want.length === have.length && want.every((part, i) => part.startsWith(":") ? have[i] !== "" : part === have[i]);
  };
  return pageTypes.types.find((type) => matches(type.route))?.label ?? pageTypes.default;
}

/**
 * Pagefind reads text without the layout, so a label and its value in adjacent blocks
 * ("<dt>Department</dt><dd>Design</dd>") would run together in excerpts: a space after every
 * block element's end keeps words apart. The page's type goes in as Pagefind metadata.
 */
export function indexableHtml(html, type) {
  return html
    .replace(/<\/(dt|dd|li|p|h[1-6]|div|td|th|figcaption|blockquote|section|article|header|footer|time|label)>/g, "$& ")
    .replace("data-pagefind-body", `data-pagefind-body data-pagefind-meta="type:${type.replace(/"/g, "&quot;")}"`);
}

export async function run(clientDir) {
  const outputPath = join(clientDir, "pagefind");
  await rm(outputPath, { recursive: true, force: true });
  const { index, errors } = await pagefind.createIndex({ forceLanguage: "en" });
  if (!index) throw new Error(`pagefind: ${errors.join("; ")}`);
  const pageTypes = loadContent()["page-types"];
  try {
    let count = 0;
    for (const page of await htmlPages(clientDir)) {
      if (page.notFound || skippedRoutes.has(page.route)) continue;
      const content = await readFile(page.file, "utf8");
      if (/<meta name="robots" content="noindex"/.test(content)) continue;
      if (!content.includes("data-pagefind-body")) throw new Error(`pagefind: ${page.route} has no data-pagefind-body`);
      const added = await index.addHTMLFile({ url: page.route, content: indexableHtml(content, pageTypeOf(page.route, pageTypes)) });
      if (added.errors.length > 0) throw new Error(`pagefind: ${page.route}: ${added.errors.join("; ")}`);
      count++;
    }
    const written = await index.writeFiles({ outputPath });
    if (written.errors.length > 0) throw new Error(`pagefind: ${written.errors.join("; ")}`);
    for (const name of await readdir(outputPath)) {
      if (/^pagefind-(modular-)?(ui|component-ui|highlight|worker)/.test(name)) await rm(join(outputPath, name), { force: true });
    }
    return `${count} pages indexed`;
  } finally {
    await pagefind.close();
  }
}
