// /whats-new/rss.xml: an RSS 2.0 feed of the news posts, from the same news collection the page
// renders (content/<locale>/news/). Titles, description and the canonical origin come from the pre-rendered
// /whats-new page, so SITE_URL at build time is respected and nothing is typed twice.
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { loadContent } from "../content/load.ts";


const escapeXml = (text) =>
  text.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]);

const unescapeHtml = (text) =>
  text.replace(/&(amp|lt|gt|quot|#x27|#39|apos);/g, (_, e) => ({ amp: "&", lt: "<", gt: ">", quot: '"', "#x27": "'", "#39": "'", apos: "'" })[e]);

/** RFC 822 date (RSS pubDate) for an ISO calendar date, at midnight UTC. */
const rfc822 = (isoDate) => new Date(`${isoDate}T00:00:00Z`).toUTCString();

function pick(html, pattern, what) {
  const match = html.match(pattern);
  if (!match) throw new Error(`rss: /whats-new has no ${what}`);
  return unescapeHtml(match[1]);
}

export async function run(clientDir) {
  const page = await readFile(join(clientDir, "whats-new", "index.html"), "utf8");
  const pageUrl = pick(page, /<link rel="canonical" href="([^"]+)"/, "canonical link");
  const title = pick(page, /<title>([^<]+)<\/title>/, "title");
  const description = pick(page, /<meta name="description" content="([^"]+)"/, "description");
  const feedUrl = new URL("/whats-new/rss.xml", pageUrl).toString();

  const posts = loadContent().news;
  const items = posts.map((post) => {
    const link = `${pageUrl}#${post.slug}`;
    return [
      "    <item>",
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `      <pubDate>${rfc822(post.date)}</pubDate>`,
      `      <category>${escapeXml(post.category)}</category>`,
      `      <description>${escapeXml(post.summary)}</description>`,
      "    </item>",
    ].join("\n");
  });

  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(title)}</title>
    <link>${escapeXml(pageUrl)}</link>
    <description>${escapeXml(description)}</description>
    <language>en</language>
    <lastBuildDate>${rfc822(posts[0]?.date ?? "1970-01-01")}</lastBuildDate>
    <atom:link href="${escapeXml(feedUrl)}" rel="self" type="application/rss+xml"/>
${items.join("\n")}
  </channel>
</rss>
`;
  await writeFile(join(clientDir, "whats-new", "rss.xml"), xml);
  return `${posts.length} items`;
}
