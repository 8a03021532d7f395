import { PageHero } from "~/components/site/PageHero";
import { pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta({
    title: "Resources",
    description: "Case studies, projects and press material.",
    path: "/resources",
  });

export default function ResourcesRoute() {
  return <PageHero title={"Resources"} lead={"Case studies, projects and press material."} />;
}
