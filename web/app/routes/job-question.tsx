import { Link } from "react-router";
import { QuestionFormIsland } from "~/components/careers/QuestionForm";
import { Island } from "~/components/islands/Island";
import { FormDrafts } from "~/components/ui/FormDrafts";
import { PageHero } from "~/components/site/PageHero";
import { NotFound, notFoundMessage } from "~/components/site/NotFound";
import { Icon } from "~/components/ui/Icon";
import { ui } from "~/content/ui";
import { findJob } from "~/content/jobs";
import { questionFormCopy } from "~/content/question-form";
import { jobPath, jobQuestionPath } from "~/lib/job-openings";
import { fillPlaceholders } from "~/lib/placeholders";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/job-question";

// /careers/<slug>/question: a candidate's question about one open position, for the hiring
// team (not the sales enquiry form). Pre-rendered at build time for every open position.
export function loader({ params }: Route.LoaderArgs) {
  const job = findJob(params.slug);
  if (!job) return null;
  const copy = questionFormCopy;
  const role = { name: job.title };
  return {
    jobSlug: job.slug,
    title: fillPlaceholders(copy.page.title, role),
    lead: copy.page.lead,
    eyebrow: copy.page.eyebrow,
    description: fillPlaceholders(copy.page.description, role),
    backToRole: copy.page.backToRole,
    copy,
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData
    ? pageMeta({
        title: loaderData.title,
        description: loaderData.description,
        path: jobQuestionPath(loaderData.jobSlug),
        // A form, not a page to find: search leads to the job's page, which links here.
        noindex: true,
      })
    : pageMeta({
        title: notFoundMessage,
        description: ui.notFound.description,
        path: "/404",
        noindex: true,
      });

export default function JobQuestionRoute({ loaderData }: Route.ComponentProps) {
  if (!loaderData) return <NotFound />;
  const { jobSlug, title, lead, eyebrow, backToRole, copy } = loaderData;
  return (
    <>
      <PageHero eyebrow={eyebrow} title={title} lead={lead}>
        <p className="mt-6">
          <Link
            to={jobPath(jobSlug)}
            className="inline-flex items-center gap-1.5 font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
          >
            <Icon name="arrowLeft" className="h-4 w-4 rtl:-scale-x-100" />
            {backToRole}
          </Link>
        </p>
      </PageHero>
      <div className="container-page py-10 sm:py-16">
        <section className="mx-auto max-w-3xl rounded-3xl border border-line bg-surface-raised p-6 shadow-[var(--shadow-lift)] sm:p-10">
          {/* Posts natively until its island arrives, on the first focus in or press on it. */}
          <Island
            name="question-form"
            on="form"
            component={QuestionFormIsland}
            props={{ jobSlug, copy }}
          />
          <FormDrafts />
        </section>
      </div>
    </>
  );
}
