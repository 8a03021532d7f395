import { PageHero } from "~/components/site/PageHero";
import { pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta({
    title: "Testimonials",
    description: "What our clients say about working with us.",
    path: "/testimonials",
  });

export default function TestimonialsRoute() {
  return <PageHero title={"Testimonials"} lead={"What our clients say about working with us."} />;
}
