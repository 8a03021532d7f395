import entries from "virtual:content/news";
import whatsNewPageCopy from "virtual:content/pages/whats-new";
import type { NewsPost } from "./schema";

// The news posts, one Markdown file each in content/<locale>/news/, and the copy of the news
// pages (content/<locale>/pages/whats-new.yaml, pages/news-post.yaml).

/** Every post, newest first. */
export const newsPosts: readonly NewsPost[] = entries;

/** A post by its slug. */
export const findNewsPost = (slug: string | undefined) =>
  newsPosts.find((post) => post.slug === slug);

export const whatsNewPage = whatsNewPageCopy;
export { default as newsPostPage } from "virtual:content/pages/news-post";
