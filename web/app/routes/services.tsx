import { PageHero } from "~/components/site/PageHero";
import { pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta({
    title: "Services",
    description: "Design, engineering, cloud, data and AI services from one accountable team.",
    path: "/services",
  });

export default function ServicesRoute() {
  return <PageHero title={"Services"} lead={"Design, engineering, cloud, data and AI services from one accountable team."} />;
}
