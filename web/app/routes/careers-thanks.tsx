import { ButtonLink } from "~/components/ui/Button";
import { PageHero } from "~/components/site/PageHero";
import { applicationFormCopy } from "~/content/application-form";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/careers-thanks";

// Where a plain (no-JavaScript) application form post lands once the server has stored it.
export const loader = () => ({ thanks: applicationFormCopy.thanks });

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta({
    title: loaderData.thanks.title,
    description: loaderData.thanks.lead,
    path: "/careers/thanks",
    noindex: true,
  });

export default function CareersThanksRoute({ loaderData: { thanks } }: Route.ComponentProps) {
  return (
    <PageHero eyebrow={thanks.eyebrow} title={thanks.title} lead={thanks.lead}>
      <div className="mt-8 flex flex-wrap gap-3">
        <ButtonLink to="/careers" size="lg">
          {thanks.backToCareers}
        </ButtonLink>
        <ButtonLink to="/resources/case-studies" variant="secondary" size="lg">
          {thanks.exploreWork}
        </ButtonLink>
      </div>
    </PageHero>
  );
}
