import { PageHero } from "~/components/site/PageHero";
import { pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta({
    title: "Privacy Policy",
    description: "How Kaveri Digital collects, uses and protects personal data.",
    path: "/privacy",
  });

export default function PrivacyRoute() {
  return <PageHero title={"Privacy Policy"} lead={"How Kaveri Digital collects, uses and protects personal data."} />;
}
