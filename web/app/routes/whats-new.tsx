import { NewsIndex } from "~/components/sections/NewsIndex";
import { newsFeedPath } from "~/content/news-feed";
import { newsIndexData } from "~/lib/news-index";
import { newsIndexMeta } from "~/lib/news-index-meta";
import type { Route } from "./+types/whats-new";
import { ui } from "~/content/ui";

// Content arrives through the loader, which runs at build time: the copy is in the HTML and
// the route's JavaScript carries only the components. Later pages: routes/whats-new-page.tsx.
export const loader = () => newsIndexData(1)!;

export const meta = ({ loaderData }: Route.MetaArgs) =>
  newsIndexMeta(loaderData.copy, 1, loaderData.pages);

export const links = () => [
  {
    rel: "alternate",
    type: "application/rss+xml",
    title: ui.newsFeed,
    href: newsFeedPath,
  },
];

export default function WhatsNewRoute({ loaderData }: Route.ComponentProps) {
  return <NewsIndex {...loaderData} />;
}
