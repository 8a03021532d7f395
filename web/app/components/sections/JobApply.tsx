import { Link } from "react-router";
import { buttonClass } from "~/components/ui/Button";
import { Icon } from "~/components/ui/Icon";
import { fillPlaceholders } from "~/lib/placeholders";

export interface JobApplyProps {
  title: string;
  lead: string;
  /** The role, named in the links for assistive technology. */
  role: string;
  /** mailto: link with the role in the subject. */
  mailto: string;
  emailLabel: string;
  email: string;
  questionLabel: string;
  /** Completes the question link for screen readers ("about the {name} role"). */
  questionAbout: string;
}

/**
 * The "Apply" section of a job page (id="apply", the target of every Apply link). Self-contained:
 * today it offers the e-mail link; an application form can replace its body without touching
 * the rest of the page.
 */
export function JobApply({ title, lead, role, mailto, emailLabel, email, questionLabel, questionAbout }: JobApplyProps) {
  return (
    <section id="apply" aria-labelledby="apply-title" className="scroll-mt-24 border-t border-line bg-surface-muted py-16 sm:py-24">
      <div className="container-page max-w-3xl text-center">
        <h2 id="apply-title" className="text-3xl font-semibold tracking-tight text-ink">
          {title}
        </h2>
        <p className="mt-4 text-lg leading-8 text-ink-muted">{lead}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <a href={mailto} className={buttonClass("primary", "lg")}>
            <Icon name="mail" className="h-5 w-5" />
            {emailLabel}
            <span className="sr-only">: {role}</span>
          </a>
          <Link to="/contact" className={buttonClass("secondary", "lg")}>
            {questionLabel}
            <span className="sr-only"> {fillPlaceholders(questionAbout, { name: role })}</span>
          </Link>
        </div>
        <p className="mt-6 text-sm text-ink-muted">{email}</p>
      </div>
    </section>
  );
}
