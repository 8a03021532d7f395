import { PageHero } from "~/components/site/PageHero";
import { ui } from "~/content/ui";
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
  topics: { category: string; count: number }[];
}

/** A page of the news index (/whats-new, /whats-new/page/<n>): newest first, twelve a page. */
export function NewsIndex({ copy, posts, page, pages, topics }: NewsIndexData) {
  const { intro, listing } = copy;
  return (
    <>
      <PageHero
        eyebrow={intro.eyebrow}
        title={intro.title}
        lead={
          page === 1 ? intro.lead : fillPlaceholders(listing.pageOf, { count: page, total: pages })
        }
        aside={
          <div className="rounded-3xl border border-line bg-surface-raised p-6 shadow-[var(--shadow-card)] sm:p-8">
            <h2 className="text-sm font-semibold uppercase tracking-wider text-brand-700">
              {listing.topics}
            </h2>
            <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-3 text-sm">
              {topics.map((topic) => (
                <div
                  key={topic.category}
                  className="flex items-baseline justify-between gap-3 border-b border-line pb-2"
                >
                  <dt className="min-w-0 text-ink-muted">
                    {ui.valueLabels.newsCategory[topic.category]}
                  </dt>
                  <dd className="text-lg font-semibold text-ink">{topic.count}</dd>
                </div>
              ))}
            </dl>
            <a
              href={newsFeedPath}
              className="mt-6 inline-flex items-center gap-2 text-sm font-semibold text-brand-700 hover:underline"
            >
              <Icon name="rss" className="h-4 w-4" />
              {listing.rss}
            </a>
          </div>
        }
      />
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
