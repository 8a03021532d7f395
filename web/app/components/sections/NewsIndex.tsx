import { PageHero } from "~/components/site/PageHero";
import { Icon } from "~/components/ui/Icon";
import { newsFeedPath } from "~/content/news-feed";
import type { WhatsNewPage } from "~/content/schema";
import { fillPlaceholders } from "~/lib/placeholders";
import { NewsListItem, type NewsListPost } from "./NewsListItem";
import { NewsPagination } from "./NewsPagination";

export interface NewsIndexData {
  copy: WhatsNewPage;
  posts: NewsListPost[];
  page: number;
  pages: number;
}

/** A page of the news index (/whats-new, /whats-new/page/<n>): newest first, twelve a page. */
export function NewsIndex({ copy, posts, page, pages }: NewsIndexData) {
  const { intro, listing } = copy;
  return (
    <>
      <PageHero eyebrow={intro.eyebrow} title={intro.title} lead={page === 1 ? intro.lead : fillPlaceholders(listing.pageOf, { count: page, total: pages })}>
        <a href={newsFeedPath} className="mt-6 inline-flex items-center gap-2 text-sm font-semibold text-brand-700 hover:underline">
          <Icon name="rss" className="h-4 w-4" />
          {listing.rss}
        </a>
      </PageHero>
      <div className="container-page divide-y divide-line">
        {posts.map((post) => (
          <div key={post.slug} className="py-12">
            <NewsListItem post={post} readMore={listing.readMore} />
          </div>
        ))}
      </div>
      <NewsPagination page={page} pages={pages} labels={listing} />
    </>
  );
}
