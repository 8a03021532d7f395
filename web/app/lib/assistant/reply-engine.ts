import { assistantSearchIntro } from "~/content/assistant";
import { locale } from "~/lib/locale";
import type { MessageLink } from "./messages";
import { defaultReply, type Reply, topicReplies } from "./replies";
import { searchTerms } from "./search-terms";
import { detectTopic } from "./topics";

/** A page of the site that matches a query. */
export interface SearchHit {
  url: string;
  title: string;
  /** Plain text, one line. */
  excerpt: string;
}

/** Searches the site's own content: Pagefind in the browser, a fixed index in tests. */
export type SiteSearch = (query: string) => Promise<readonly SearchHit[]>;

export const maxSearchLinks = 3;

/**
 * The assistant's answer: the canned reply for the first topic the message names; otherwise
 * the best pages of the site for its words; otherwise the default reply. A search that fails
 * (offline, index missing) counts as finding nothing.
 */
export async function replyTo(message: string, search?: SiteSearch): Promise<Reply> {
  const topic = detectTopic(message);
  if (topic) return topicReplies[topic]();
  if (search) {
    const hits = await bestPages(searchTerms(message, locale), search).catch(() => []);
    if (hits.length > 0) {
      return { text: assistantSearchIntro, links: hits.map(toLink) };
    }
  }
  return defaultReply();
}

/**
 * Pages matching all the words; failing that, the pages matching the most of them (at least
 * two, or the only word there is), best first.
 */
async function bestPages(
  terms: readonly string[],
  search: SiteSearch,
): Promise<readonly SearchHit[]> {
  if (terms.length === 0) return [];
  const all = await search(terms.join(" "));
  if (all.length > 0 || terms.length === 1) return all.slice(0, maxSearchLinks);

  const tally = new Map<string, { hit: SearchHit; count: number; order: number }>();
  let order = 0;
  for (const term of terms) {
    for (const hit of await search(term)) {
      const seen = tally.get(hit.url);
      if (seen) seen.count += 1;
      else tally.set(hit.url, { hit, count: 1, order: order++ });
    }
  }
  const needed = Math.min(2, terms.length);
  return [...tally.values()]
    .filter((t) => t.count >= needed)
    .sort((a, b) => b.count - a.count || a.order - b.order)
    .slice(0, maxSearchLinks)
    .map((t) => t.hit);
}

const toLink = (hit: SearchHit): MessageLink => ({
  href: hit.url,
  label: hit.title,
  excerpt: hit.excerpt,
});
