import newsData from "./news.json";
import type { NewsPost } from "./types";

// The posts live in news.json so the RSS build step (scripts/build-steps/rss.mjs) reads the
// same data as the page.

/** Every post, newest first. */
export const newsPosts: readonly NewsPost[] = [...(newsData as NewsPost[])].sort((a, b) => b.date.localeCompare(a.date));
