import { Link } from "react-router";
import { FlowLines } from "~/components/ui/FlowLines";
import { Icon } from "~/components/ui/Icon";
import { KeepCompounds } from "~/components/ui/KeepCompounds";
import type { CaseStudySummary } from "./CaseStudyCard";

/**
 * One case study beside a page's opening: its headline outcome set large, the client and the
 * title as the link. For heroes of index pages and of the pages a study belongs to.
 */
export function FeaturedStudy({
  study,
  label,
}: {
  study: Pick<CaseStudySummary, "path" | "client" | "title" | "outcomes">;
  label: string;
}) {
  const headline = study.outcomes[0];
  return (
    <article
      data-pagefind-ignore
      className="on-dark relative overflow-hidden rounded-3xl bg-night p-6 text-on-dark shadow-[var(--shadow-lift)] sm:p-8"
    >
      <FlowLines className="pointer-events-none absolute top-2 end-4 h-28 w-56 text-on-dark-brand opacity-60" />
      <p className="relative text-sm font-semibold uppercase tracking-wider text-on-dark-accent">
        {label}
      </p>
      {headline && (
        <p className="relative mt-4">
          <span className="block text-6xl font-semibold tracking-tight text-white">
            {headline.value}
          </span>
          <span className="mt-2 block max-w-xs text-base leading-6 text-on-dark-muted">
            {headline.label}
          </span>
        </p>
      )}
      <p className="relative mt-6 border-t border-white/15 pt-4 text-sm font-medium text-on-dark-muted">
        {study.client}
      </p>
      <h2 className="relative mt-1 text-lg font-semibold leading-7">
        <Link to={study.path} className="inline-flex items-center gap-2 text-white hover:underline">
          <span>
            <KeepCompounds text={study.title} />
          </span>
          <Icon name="arrowRight" className="h-4 w-4 shrink-0" />
        </Link>
      </h2>
    </article>
  );
}
