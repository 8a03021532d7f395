import { localePath } from "~/lib/locale";

/**
 * The news RSS feed of the page's language ("/whats-new/rss.xml", "/de/whats-new/rss.xml"); the
 * build step scripts/build-steps/rss.mjs writes one per language, listing the posts written in it.
 */
export const newsFeedPath = localePath("/whats-new/rss.xml");
