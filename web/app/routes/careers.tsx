import { PageHero } from "~/components/site/PageHero";
import { pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta({
    title: "Careers",
    description: "Open positions, benefits and how we work.",
    path: "/careers",
  });

export default function CareersRoute() {
  return <PageHero title={"Careers"} lead={"Open positions, benefits and how we work."} />;
}
