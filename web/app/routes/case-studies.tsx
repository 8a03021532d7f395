import { PageHero } from "~/components/site/PageHero";
import { pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta({
    title: "Case Studies",
    description: "Measured results from our client work.",
    path: "/resources/case-studies",
  });

export default function CaseStudiesRoute() {
  return <PageHero title={"Case Studies"} lead={"Measured results from our client work."} />;
}
