import type { Outcome } from "~/content/schema";

/** A case study's outcome figures, large on a dark panel: the visual centre of its page. */
export function CaseStudyOutcomes({ title, outcomes }: { title: string; outcomes: readonly Outcome[] }) {
  return (
    <section aria-labelledby="outcomes-title" className="on-dark relative overflow-hidden rounded-3xl bg-night p-8 text-on-dark shadow-[var(--shadow-lift)] sm:p-10">
      <div aria-hidden="true" className="pointer-events-none absolute -top-24 -right-24 h-64 w-64 rounded-full bg-brand-600/40 blur-3xl" />
      <h2 id="outcomes-title" className="relative text-sm font-semibold uppercase tracking-wider text-on-dark-brand">{title}</h2>
      <dl className="relative mt-8 grid gap-x-8 gap-y-8 sm:grid-cols-2">
        {outcomes.map((outcome) => (
          <div key={outcome.label} className="flex flex-col-reverse justify-end gap-2 border-l-2 border-on-dark-brand pl-5">
            <dt className="text-base leading-6 text-on-dark-muted">{outcome.label}</dt>
            <dd className="text-4xl font-semibold tracking-tight text-white sm:text-5xl">{outcome.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
