import { PageHero } from "~/components/site/PageHero";
import { pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta({
    title: "Leadership",
    description: "The people who lead Kaveri Digital.",
    path: "/about-us/leadership",
  });

export default function LeadershipRoute() {
  return <PageHero title={"Leadership"} lead={"The people who lead Kaveri Digital."} />;
}
