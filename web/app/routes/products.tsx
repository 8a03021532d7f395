import { PageHero } from "~/components/site/PageHero";
import { pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta({
    title: "Products",
    description: "Our AI products and the brands we build and run.",
    path: "/products",
  });

export default function ProductsRoute() {
  return <PageHero title={"Products"} lead={"Our AI products and the brands we build and run."} />;
}
