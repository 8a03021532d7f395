import entries from "virtual:content/news";
import whatsNewPageCopy from "virtual:content/pages/whats-new";
import { newsPage, newsPageCount } from "../lib/news-pages";
import type { NewsPost } from "./schema";

// The news posts, one Markdown file each in content/<locale>/news/, and the copy of the news
// pages (content/<locale>/pages/whats-new.yaml, pages/news-post.yaml).

/** Every post, newest first. */
export const newsPosts: readonly NewsPost[] = entries;

/** A post by its slug. */
export const findNewsPost = (slug: string | undefined) => newsPosts.find((post) => post.slug === slug);

export const whatsNewPage = whatsNewPageCopy;
export { default as newsPostPage } from "virtual:content/pages/news-post";

/** The data of page `page` of the news index, or null when there is no such page. */
export function newsIndexData(page: number) {
  const posts = newsPage(newsPosts, page);
  if (!posts) return null;
  return {
    copy: whatsNewPageCopy,
    posts: posts.map(({ slug, title, date, category, summary }) => ({ slug, title, date, category, summary })),
    page,
    pages: newsPageCount(newsPosts.length),
    /** How many posts each category holds, most first. */
    topics: Object.entries(
      newsPosts.reduce<Record<string, number>>((counts, post) => ({ ...counts, [post.category]: (counts[post.category] ?? 0) + 1 }), {}),
    )
      .map(([category, count]) => ({ category, count }))
      .sort((a, b) => b.count - a.count || a.category.localeCompare(b.category)),
  };
}
