import { PageHero } from "~/components/site/PageHero";
import { pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta({
    title: "Partnerships",
    description: "Our technology partners and what they mean for clients.",
    path: "/about-us/partnerships",
  });

export default function PartnershipsRoute() {
  return <PageHero title={"Partnerships"} lead={"Our technology partners and what they mean for clients."} />;
}
