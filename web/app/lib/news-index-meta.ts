import type { WhatsNewPage } from "~/content/schema";
import { innerPageMeta } from "~/lib/page-meta";
import { newsIndexPath, newsPagePath } from "~/lib/news-pages";
import { fillPlaceholders } from "~/lib/placeholders";

/** Meta tags of a page of the news index: its own title, description and canonical, rel prev/next. */
export function newsIndexMeta(copy: WhatsNewPage, page: number, pages: number) {
  const { intro, listing } = copy;
  const path = newsPagePath(page);
  const pageOf = fillPlaceholders(listing.pageOf, { count: page, total: pages });
  const own =
    page === 1
      ? intro
      : {
          metaTitle: `${intro.metaTitle} (${pageOf})`,
          description: `${intro.description} ${pageOf}.`,
        };
  const parents = page === 1 ? [] : [{ name: intro.metaTitle, path: newsIndexPath }];
  const links = [
    ...(page > 1 ? [{ tagName: "link", rel: "prev", href: newsPagePath(page - 1) }] : []),
    ...(page < pages ? [{ tagName: "link", rel: "next", href: newsPagePath(page + 1) }] : []),
  ];
  return [...innerPageMeta(own, path, { parents }), ...links];
}
