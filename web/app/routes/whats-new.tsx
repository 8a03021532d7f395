import { PageHero } from "~/components/site/PageHero";
import { pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta({
    title: "What’s New",
    description: "Company news and product releases.",
    path: "/whats-new",
  });

export default function WhatsNewRoute() {
  return <PageHero title={"What’s New"} lead={"Company news and product releases."} />;
}
