import { EnquiryFormIsland } from "~/components/contact/EnquiryForm";
import { Island } from "~/components/islands/Island";
import { FormDrafts } from "~/components/ui/FormDrafts";
import { ContactCards, ContactLineText } from "~/components/sections/ContactCards";
import { PageHero } from "~/components/site/PageHero";
import { HeroList } from "~/components/sections/HeroAsides";
import { Icon } from "~/components/ui/Icon";
import { contactCards, contactIntro, formIntro, nextSteps } from "~/content/contact";
import { innerPageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/contact";

// Build time only: the copy goes into the pre-rendered HTML, not into the route's JavaScript
// (the form's own words come with the form, which needs them after hydration).
export function loader() {
  return { intro: contactIntro, cards: contactCards, nextSteps, formIntro };
}

export const meta = ({ loaderData }: Route.MetaArgs) => innerPageMeta(loaderData.intro, "/contact");

export default function ContactRoute({
  loaderData: { intro, cards, nextSteps, formIntro },
}: Route.ComponentProps) {
  return (
    <>
      {/* Beside the opening from lg: every way to reach the team, under the reply promise. A
          phone goes straight on to the form, the cards following it. */}
      <PageHero
        eyebrow={intro.eyebrow}
        title={intro.title}
        lead={intro.lead}
        asideFrom="lg"
        aside={
          <HeroList
            kind="reach"
            label={formIntro.promise}
            items={cards.map((card) => ({
              icon: card.icon,
              title: card.title,
              detail: card.lines.map((line) => (
                <span key={line.text} className="block break-words">
                  <ContactLineText line={line} />
                </span>
              )),
            }))}
          />
        }
      />
      {/* The form first, on a phone too: the reason for the visit is one thumb away. What
          happens after sending, and the other ways to reach us, sit beside it on a wide screen
          and follow it on a narrow one, in the same order for eyes and keyboard. */}
      <div className="container-page grid items-start gap-10 py-10 sm:py-16 lg:grid-cols-[minmax(0,1.25fr)_minmax(0,1fr)] lg:gap-14 lg:py-20">
        <section
          aria-labelledby="enquiry-form"
          className="rounded-3xl border border-line bg-surface-raised p-6 shadow-[var(--shadow-lift)] sm:p-10"
        >
          <p className="inline-flex items-center gap-2 text-sm font-semibold text-brand-700">
            <Icon name="clock" className="h-4 w-4" />
            {formIntro.promise}
          </p>
          <h2 id="enquiry-form" className="mt-2 text-2xl font-semibold tracking-tight text-ink">
            {formIntro.title}
          </h2>
          <p className="mt-2 text-ink-muted">{formIntro.lead}</p>
          <div className="mt-8">
            {/* Posts natively until its island arrives, on the first focus in or press on it. */}
            <Island name="enquiry-form" on="form" component={EnquiryFormIsland} props={{}} />
            <FormDrafts />
          </div>
        </section>
        <div className="space-y-10">
          <section
            aria-labelledby="next-steps"
            className="rounded-[var(--radius-card)] bg-surface-muted p-6 sm:p-8"
          >
            <h2 id="next-steps" className="text-lg font-semibold text-ink">
              {nextSteps.title}
            </h2>
            <ol className="mt-4 space-y-3">
              {nextSteps.steps.map((step, n) => (
                <li key={step} className="flex gap-3 text-ink-muted">
                  <span
                    aria-hidden="true"
                    className="inline-flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-semibold text-white"
                  >
                    {n + 1}
                  </span>
                  <span className="pt-0.5">{step}</span>
                </li>
              ))}
            </ol>
          </section>
          {/* From lg the opening lists these beside the title. */}
          <div className="lg:hidden">
            <ContactCards cards={cards} />
          </div>
        </div>
      </div>
    </>
  );
}
