import { PageHero } from "~/components/site/PageHero";
import { pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta({
    title: "Contact Us",
    description: "Talk to us about a project, a partnership or a role.",
    path: "/contact",
  });

export default function ContactRoute() {
  return <PageHero title={"Contact Us"} lead={"Talk to us about a project, a partnership or a role."} />;
}
