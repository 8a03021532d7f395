import { ButtonLink } from "~/components/ui/Button";
import { PageHero } from "~/components/site/PageHero";
import thanksPage from "virtual:content/pages/contact-thanks";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/contact-thanks";

// Where a plain (no-JavaScript) enquiry form post lands once the server has stored it.
export const loader = () => ({ thanks: thanksPage });

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta({
    title: loaderData.thanks.title,
    description: loaderData.thanks.lead,
    path: "/contact/thanks",
    noindex: true,
  });

export default function ContactThanksRoute({ loaderData: { thanks } }: Route.ComponentProps) {
  return (
    <PageHero eyebrow={thanks.eyebrow} title={thanks.title} lead={thanks.lead}>
      <div className="mt-8 flex flex-wrap gap-3">
        <ButtonLink to="/" size="lg">
          {thanks.backHome}
        </ButtonLink>
        <ButtonLink to="/services" variant="secondary" size="lg">
          {thanks.exploreServices}
        </ButtonLink>
      </div>
    </PageHero>
  );
}
