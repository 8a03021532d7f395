import { PageHero } from "~/components/site/PageHero";
import { NewsPostArticle } from "~/components/sections/NewsPostArticle";
import { Icon } from "~/components/ui/Icon";
import { newsFeedPath } from "~/content/news-feed";
import { newsPosts } from "~/content/news";
import { pageIntros } from "~/content/page-intros";
import { innerPageMeta } from "~/lib/page-meta";
import { site } from "~/site";
import type { Route } from "./+types/whats-new";

// Content arrives through the loader, which runs at build time: the copy is in the HTML and
// the route's JavaScript carries only the components.
export const loader = () => ({ intro: pageIntros.whatsNew, newsPosts });

export const meta = ({ loaderData }: Route.MetaArgs) => innerPageMeta(loaderData.intro, "/whats-new");

export const links = () => [{ rel: "alternate", type: "application/rss+xml", title: `${site.name}: What's New`, href: newsFeedPath }];

export default function WhatsNewRoute({ loaderData: { intro, newsPosts } }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow={intro.eyebrow} title={intro.title} lead={intro.lead}>
        <a href={newsFeedPath} className="mt-6 inline-flex items-center gap-2 text-sm font-semibold text-brand-700 hover:underline">
          <Icon name="rss" className="h-4 w-4" />
          Subscribe with RSS
        </a>
      </PageHero>
      <div className="container-page divide-y divide-line">
        {newsPosts.map((post) => (
          <div key={post.slug} className="py-12">
            <NewsPostArticle post={post} />
          </div>
        ))}
      </div>
    </>
  );
}
