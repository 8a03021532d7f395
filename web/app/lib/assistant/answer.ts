import { excerptText } from "~/lib/search/excerpt";
import { searchSite } from "~/lib/search/pagefind";
import { maxSearchLinks, replyTo, type SiteSearch } from "./reply-engine";

/** The site's own search in the page's language (Pagefind picks the index by <html lang>), as the assistant uses it: a few pages, each with its type and a plain one-line excerpt. */
const pagefindSearch: SiteSearch = async (query) =>
  (await searchSite(query, maxSearchLinks)).pages.map((page) => ({
    // Without its language prefix (pagePath): the panel's <Link> adds this build's basename.
    url: page.url,
    title: page.title,
    excerpt: [page.type, excerptText(page.excerpt)].filter(Boolean).join(" · "),
  }));

/** The assistant's answer to a message, searching the site when no topic matches. */
export const answer = (message: string) => replyTo(message, pagefindSearch);
