import { PageHero } from "~/components/site/PageHero";
import { pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta({
    title: "Our Brands",
    description: "The product brands Kaveri Digital builds and runs.",
    path: "/our-brands",
  });

export default function OurBrandsRoute() {
  return <PageHero title={"Our Brands"} lead={"The product brands Kaveri Digital builds and runs."} />;
}
