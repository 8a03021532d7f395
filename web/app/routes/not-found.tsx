import { NotFound, notFoundMessage } from "~/components/site/NotFound";
import { pageMeta } from "~/lib/seo";
import { ui } from "~/content/ui";

export const meta = () =>
  pageMeta({
    title: notFoundMessage,
    description: ui.notFound.description,
    path: "/404",
    noindex: true,
  });

export default function NotFoundRoute() {
  return <NotFound />;
}
