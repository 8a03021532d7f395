import { PageHero } from "~/components/site/PageHero";
import { pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta({
    title: "Clients",
    description: "The organisations we work for and the outcomes we deliver.",
    path: "/clients",
  });

export default function ClientsRoute() {
  return <PageHero title={"Clients"} lead={"The organisations we work for and the outcomes we deliver."} />;
}
