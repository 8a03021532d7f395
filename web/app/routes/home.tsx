import { PageHero } from "~/components/site/PageHero";
import { pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta({
    title: "Kaveri Digital",
    description: "AI-first digital transformation for enterprises and startups.",
    path: "/",
  });

export default function HomeRoute() {
  return <PageHero title={"Kaveri Digital"} lead={"AI-first digital transformation for enterprises and startups."} />;
}
