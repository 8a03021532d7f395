import { PageHero } from "~/components/site/PageHero";
import { pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta({
    title: "Media Kit",
    description: "Logos, colours, boilerplate and press contacts.",
    path: "/resources/media-kit",
  });

export default function MediaKitRoute() {
  return <PageHero title={"Media Kit"} lead={"Logos, colours, boilerplate and press contacts."} />;
}
