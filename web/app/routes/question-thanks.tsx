import { ButtonLink } from "~/components/ui/Button";
import { PageHero } from "~/components/site/PageHero";
import { questionFormCopy } from "~/content/question-form";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/question-thanks";

// Where a plain (no-JavaScript) question form post lands once the server has stored it.
export const loader = () => ({ thanks: questionFormCopy.thanks });

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta({
    title: loaderData.thanks.title,
    description: loaderData.thanks.lead,
    path: "/careers/question-thanks",
    noindex: true,
  });

export default function QuestionThanksRoute({ loaderData: { thanks } }: Route.ComponentProps) {
  return (
    <PageHero eyebrow={thanks.eyebrow} title={thanks.title} lead={thanks.lead}>
      <div className="mt-8 flex flex-wrap gap-3">
        <ButtonLink to="/careers" size="lg">
          {thanks.backToCareers}
        </ButtonLink>
      </div>
    </PageHero>
  );
}
