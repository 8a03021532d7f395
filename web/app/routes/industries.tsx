import { PageHero } from "~/components/site/PageHero";
import { pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta({
    title: "Industries",
    description: "Sector expertise across communications, retail, energy, healthcare and more.",
    path: "/industries",
  });

export default function IndustriesRoute() {
  return <PageHero title={"Industries"} lead={"Sector expertise across communications, retail, energy, healthcare and more."} />;
}
