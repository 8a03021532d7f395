import { PageHero } from "~/components/site/PageHero";
import { pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta({
    title: "Projects",
    description: "A portfolio of recent builds.",
    path: "/resources/projects",
  });

export default function ProjectsRoute() {
  return <PageHero title={"Projects"} lead={"A portfolio of recent builds."} />;
}
