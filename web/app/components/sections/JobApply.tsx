import { Link } from "react-router";
import { ApplicationFormIsland } from "~/components/careers/ApplicationForm";
import { Island } from "~/components/islands/Island";
import { FormDrafts } from "~/components/ui/FormDrafts";
import { Icon } from "~/components/ui/Icon";
import type { ApplicationFormCopy } from "~/content/application-form";
import { jobQuestionPath } from "~/lib/job-openings";
import { fillPlaceholders } from "~/lib/placeholders";

export interface JobApplyProps {
  jobSlug: string;
  title: string;
  lead: string;
  /** The role, named in the links for assistive technology. */
  role: string;
  /** mailto: link with the role in the subject: applying by e-mail stays an alternative. */
  mailto: string;
  emailLabel: string;
  email: string;
  questionLabel: string;
  /** Completes the question link for screen readers ("about the {name} role"). */
  questionAbout: string;
  form: ApplicationFormCopy;
}

/**
 * The "Apply" section of a job page (id="apply", the target of every Apply link): the
 * application form, with e-mail and a question to the hiring team (its own page) as
 * alternatives beside it.
 */
export function JobApply({
  jobSlug,
  title,
  lead,
  role,
  mailto,
  emailLabel,
  email,
  questionLabel,
  questionAbout,
  form,
}: JobApplyProps) {
  return (
    <section
      id="apply"
      aria-labelledby="apply-title"
      className="scroll-mt-24 border-t border-line bg-surface-muted py-16 sm:py-24"
    >
      <div className="container-page grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:gap-16">
        <div>
          <h2 id="apply-title" className="text-3xl font-semibold tracking-tight text-ink">
            {title}
          </h2>
          <p className="mt-4 text-lg leading-8 text-ink-muted">{lead}</p>
          <div className="mt-8 space-y-4 text-sm">
            <p className="text-ink-muted">
              {emailLabel}{" "}
              <a
                href={mailto}
                className="inline-flex items-center gap-1.5 font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
              >
                <Icon name="mail" className="h-4 w-4" />
                {email}
                <span className="sr-only">: {role}</span>
              </a>
            </p>
            <p>
              <Link
                to={jobQuestionPath(jobSlug)}
                className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
              >
                {questionLabel}
                <span className="sr-only"> {fillPlaceholders(questionAbout, { name: role })}</span>
              </Link>
            </p>
          </div>
        </div>
        <div className="rounded-[var(--radius-card)] border border-line bg-surface p-6 shadow-[var(--shadow-card)] sm:p-8">
          {/* Posts natively until its island arrives, on the first focus in or press on it. */}
          <Island
            name="application-form"
            on="form"
            component={ApplicationFormIsland}
            props={{ jobSlug, copy: form }}
          />
          <FormDrafts />
        </div>
      </div>
    </section>
  );
}
