import { NotFound, notFoundMessage } from "~/components/site/NotFound";
import { pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta({
    title: notFoundMessage,
    description: "This page could not be found.",
    path: "/404",
    noindex: true,
  });

export default function NotFoundRoute() {
  return <NotFound />;
}
