// /whats-new/rss.xml: an RSS 2.0 feed of the news posts with their full text, from the same news
// collection the pages render (content/<locale>/news/). Titles, description and the canonical
// origin come from the pre-rendered /whats-new page, so SITE_URL at build time is respected and
// nothing is typed twice. Each item links to the post's own page (/whats-new/<slug>).
// One feed per language, beside its news page (/de/whats-new/rss.xml), in that language
// (<language>de</language>) and listing only the posts written in it: a post the language shows
// from English is in the English feed only.
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { loadContent } from "../content/load.ts";
import { languages } from "../languages.mjs";


const escapeXml = (text) =>
  text.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]);

const unescapeHtml = (text) =>
  text.replace(/&(amp|lt|gt|quot|#x27|#39|apos);/g, (_, e) => ({ amp: "&", lt: "<", gt: ">", quot: '"', "#x27": "'", "#39": "'", apos: "'" })[e]);

/** RFC 822 date (RSS pubDate) for an ISO calendar date, at midnight UTC. */
const rfc822 = (isoDate) => new Date(`${isoDate}T00:00:00Z`).toUTCString();

/** Text in a CDATA section; a "]]>" inside it is split across two sections. */
const cdata = (text) => `<![CDATA[${text.replaceAll("]]>", "]]]]><![CDATA[>")}]]>`;

/** Site-relative links and images in a post's HTML made absolute, as feed readers need. */
const absoluteLinks = (html, base) => html.replace(/(href|src)="(\/[^"]*)"/g, (_, attribute, path) => `${attribute}="${new URL(path, base)}"`);

function pick(html, pattern, what) {
  const match = html.match(pattern);
  if (!match) throw new Error(`rss: /whats-new has no ${what}`);
  return unescapeHtml(match[1]);
}

/** The RSS document of a language's news page (`page`: its pre-rendered HTML) and its posts. */
export function feedXml(page, posts, code) {
  const pageUrl = pick(page, /<link rel="canonical" href="([^"]+)"/, "canonical link");
  const title = pick(page, /<title>([^<]+)<\/title>/, "title");
  const description = pick(page, /<meta name="description" content="([^"]+)"/, "description");
  const feedUrl = `${pageUrl.replace(/\/$/, "")}/rss.xml`;
  const items = posts.map((post) => {
    const link = `${pageUrl.replace(/\/$/, "")}/${post.slug}`;
    return [
      "    <item>",
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `      <pubDate>${rfc822(post.date)}</pubDate>`,
      `      <category>${escapeXml(post.category)}</category>`,
      `      <dc:creator>${escapeXml(post.author)}</dc:creator>`,
      `      <description>${escapeXml(post.summary)}</description>`,
      `      <content:encoded>${cdata(absoluteLinks(post.html, pageUrl))}</content:encoded>`,
      "    </item>",
    ].join("\n");
  });

  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${escapeXml(title)}</title>
    <link>${escapeXml(pageUrl)}</link>
    <description>${escapeXml(description)}</description>
    <language>${escapeXml(code)}</language>
    <lastBuildDate>${rfc822(posts[0]?.date ?? "1970-01-01")}</lastBuildDate>
    <atom:link href="${escapeXml(feedUrl)}" rel="self" type="application/rss+xml"/>
${items.join("\n")}
  </channel>
</rss>
`;
}

/** The posts a language's feed lists: those written in it (all of them for English). */
export const ownPosts = (posts) => posts.filter((post) => !post.untranslated);

export async function run(clientDir) {
  const counts = [];
  for (const { code } of languages) {
    const dir = code === "en" ? join(clientDir, "whats-new") : join(clientDir, code, "whats-new");
    // Written even with no posts of its own (the news page links to it): an empty, valid feed.
    const posts = ownPosts(loadContent(code).news);
    const page = await readFile(join(dir, "index.html"), "utf8");
    await writeFile(join(dir, "rss.xml"), feedXml(page, posts, code));
    counts.push(`${code} ${posts.length}`);
  }
  return `items per language: ${counts.join(", ")}`;
}
