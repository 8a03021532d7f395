import { newsPicture } from "~/content/artwork";
import { newsPosts, whatsNewPage } from "~/content/news";
import { withDateText } from "./format";
import { newsPage, newsPageCount } from "./news-pages";

/** The data of page `page` of the news index, or null when there is no such page. */
export function newsIndexData(page: number) {
  const posts = newsPage(newsPosts, page);
  if (!posts) return null;
  return {
    copy: whatsNewPage,
    posts: posts.map(({ slug, title, date, category, summary, untranslated }) => ({
      ...withDateText({ slug, title, date, category, summary, untranslated }),
      picture: newsPicture(slug),
    })),
    page,
    pages: newsPageCount(newsPosts.length),
    /** How many posts each category holds, most first. */
    topics: Object.entries(
      newsPosts.reduce<Record<string, number>>(
        (counts, post) => ({ ...counts, [post.category]: (counts[post.category] ?? 0) + 1 }),
        {},
      ),
    )
      .map(([category, count]) => ({ category, count }))
      .sort((a, b) => b.count - a.count || a.category.localeCompare(b.category)),
  };
}
