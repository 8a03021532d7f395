// sitemap.xml lists every indexable pre-rendered page by its canonical URL; robots.txt points
// to it. Pages that say noindex (the 404s) are left out.
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { htmlPages } from "./html-files.mjs";

export async function run(clientDir) {
  const urls = [];
  for (const page of await htmlPages(clientDir)) {
    if (page.notFound) continue;
    const html = await readFile(page.file, "utf8");
    if (/<meta name="robots" content="noindex"/.test(html)) continue;
    const canonical = html.match(/<link rel="canonical" href="([^"]+)"/);
    if (!canonical) throw new Error(`sitemap: ${page.route} has no canonical link`);
    urls.push(canonical[1]);
  }
  const origin = new URL(urls[0] ?? "https://example.invalid").origin;
  const body = urls.map((u) => `  <url><loc>${u}</loc></url>`).join("\n");
  await writeFile(
    join(clientDir, "sitemap.xml"),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`,
  );
  await writeFile(join(clientDir, "robots.txt"), `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`);
  return `${urls.length} URLs`;
}
