// Lists the pre-rendered pages of a client build: [{ file, route }] sorted by route. The content
// editor under admin/ is the CMS's own app, not a page of the site: never listed (sitemap,
// search, link check, and the test suites all read this list). Neither is the team console's
// shell under team/ (an internal tool's page, noindex; the CSP step hashes it on its own).
import { readdir } from "node:fs/promises";
import { join, relative, sep } from "node:path";

/** Top folders of the client build that hold no page of the site. */
export const privateFolders = ["admin", "team"];

export async function htmlPages(clientDir) {
  const entries = await readdir(clientDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && e.name.endsWith(".html") && !privateFolders.includes(relative(clientDir, e.parentPath).split(sep)[0]))
    .map((e) => {
      const file = join(e.parentPath, e.name);
      const rel = relative(clientDir, file).split(sep).join("/");
      const route = rel === "index.html" ? "/" : rel.endsWith("/index.html") ? `/${rel.slice(0, -"/index.html".length)}` : `/${rel}`;
      return { file, route, notFound: rel.endsWith("404.html") };
    })
    .sort((a, b) => a.route.localeCompare(b.route));
}
