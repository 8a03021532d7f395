import { ButtonLink } from "~/components/ui/Button";
import { PageHero } from "~/components/site/PageHero";
import { thanksPage } from "~/content/enquiry-form";
import { pageMeta } from "~/lib/seo";

// Where a plain (no-JavaScript) enquiry form post lands once the server has stored it.
export const meta = () =>
  pageMeta({ title: thanksPage.title, description: thanksPage.lead, path: "/contact/thanks", noindex: true });

export default function ContactThanksRoute() {
  return (
    <PageHero eyebrow={thanksPage.eyebrow} title={thanksPage.title} lead={thanksPage.lead}>
      <div className="mt-8 flex flex-wrap gap-3">
        <ButtonLink to="/" size="lg">{thanksPage.backHome}</ButtonLink>
        <ButtonLink to="/services" variant="secondary" size="lg">{thanksPage.exploreServices}</ButtonLink>
      </div>
    </PageHero>
  );
}
