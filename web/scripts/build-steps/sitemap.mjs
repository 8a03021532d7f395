// sitemap.xml lists every indexable pre-rendered page by its canonical URL, with the language
// alternates the page itself names (hreflang); robots.txt points to it. Pages that say noindex
// (the 404s) are left out, and so is a language's page that shows an English-only entry (its
// canonical is the English page's, listed once).
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { htmlPages } from "./html-files.mjs";

export async function run(clientDir) {
  const urls = [];
  const entries = [];
  for (const page of await htmlPages(clientDir)) {
    if (page.notFound) continue;
    const html = await readFile(page.file, "utf8");
    if (/<meta name="robots" content="noindex"/.test(html)) continue;
    const canonical = html.match(/<link rel="canonical" href="([^"]+)"/);
    if (!canonical) throw new Error(`sitemap: ${page.route} has no canonical link`);
    if (urls.includes(canonical[1])) continue;
    urls.push(canonical[1]);
    const alternates = [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map(
      ([, lang, href]) => `    <xhtml:link rel="alternate" hreflang="${lang}" href="${href}"/>`,
    );
    entries.push(`  <url>\n    <loc>${canonical[1]}</loc>${alternates.length ? `\n${alternates.join("\n")}` : ""}\n  </url>`);
  }
  const origin = new URL(urls[0] ?? "https://example.invalid").origin;
  await writeFile(
    join(clientDir, "sitemap.xml"),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join("\n")}\n</urlset>\n`,
  );
  await writeFile(join(clientDir, "robots.txt"), `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`);
  return `${urls.length} URLs`;
}
