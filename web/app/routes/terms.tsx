import { PageHero } from "~/components/site/PageHero";
import { pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta({
    title: "Terms of Service",
    description: "The terms that govern the use of this website.",
    path: "/terms",
  });

export default function TermsRoute() {
  return <PageHero title={"Terms of Service"} lead={"The terms that govern the use of this website."} />;
}
