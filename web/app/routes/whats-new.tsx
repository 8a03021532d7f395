import { PageHero } from "~/components/site/PageHero";
import { NewsPostArticle } from "~/components/sections/NewsPostArticle";
import { Icon } from "~/components/ui/Icon";
import { newsFeedPath, newsPosts } from "~/content/news";
import { pageIntros } from "~/content/page-intros";
import { innerPageMeta } from "~/lib/page-meta";
import { site } from "~/site";

const intro = pageIntros.whatsNew;

export const meta = () => innerPageMeta(intro, "/whats-new");

export const links = () => [{ rel: "alternate", type: "application/rss+xml", title: `${site.name}: What's New`, href: newsFeedPath }];

export default function WhatsNewRoute() {
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
