import { PageHero } from "~/components/site/PageHero";
import { pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta({
    title: "Our Story",
    description: "Our mission, vision, values and the road since 2019.",
    path: "/about-us/our-story",
  });

export default function OurStoryRoute() {
  return <PageHero title={"Our Story"} lead={"Our mission, vision, values and the road since 2019."} />;
}
