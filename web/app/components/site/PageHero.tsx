import type { ReactNode } from "react";

/** The opening band of an inner page: an eyebrow, the page's one <h1>, and a lead. */
export function PageHero({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow?: string;
  title: string;
  lead?: string;
  children?: ReactNode;
}) {
  return (
    <section className="relative overflow-hidden border-b border-line bg-surface-muted">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-40 right-[-10%] h-96 w-96 rounded-full bg-brand-200/50 blur-3xl"
      />
      <div className="container-page relative py-16 sm:py-20">
        {eyebrow && (
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">{eyebrow}</p>
        )}
        <h1 className="mt-3 max-w-3xl text-4xl font-semibold tracking-tight text-ink sm:text-5xl">{title}</h1>
        {lead && <p className="mt-5 max-w-2xl text-lg leading-8 text-ink-muted">{lead}</p>}
        {children}
      </div>
    </section>
  );
}
