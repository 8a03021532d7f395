import { NewsIndex } from "~/components/sections/NewsIndex";
import { NotFound, notFoundMessage } from "~/components/site/NotFound";
import { newsFeedPath } from "~/content/news-feed";
import { newsIndexData } from "~/lib/news-index";
import { newsIndexMeta } from "~/lib/news-index-meta";
import { parsePageParam } from "~/lib/news-pages";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/whats-new-page";
import { ui } from "~/content/ui";

// /whats-new/page/<n>: the pages of the news index after the first, pre-rendered at build time.
export const loader = ({ params }: Route.LoaderArgs) => {
  const page = parsePageParam(params.page);
  return (page && newsIndexData(page)) || null;
};

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData
    ? newsIndexMeta(loaderData.copy, loaderData.page, loaderData.pages)
    : pageMeta({
        title: notFoundMessage,
        description: ui.notFound.description,
        path: "/404",
        noindex: true,
      });

export const links = () => [
  {
    rel: "alternate",
    type: "application/rss+xml",
    title: ui.newsFeed,
    href: newsFeedPath,
  },
];

export default function WhatsNewPageRoute({ loaderData }: Route.ComponentProps) {
  return loaderData ? <NewsIndex {...loaderData} /> : <NotFound />;
}
