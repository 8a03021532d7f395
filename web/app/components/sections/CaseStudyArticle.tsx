import { Badge } from "~/components/ui/Badge";
import { ResponsiveImage } from "~/components/ui/ResponsiveImage";
import type { CaseStudy } from "~/content/types";
import { CheckList } from "./CheckList";
import { TagList } from "./TagList";

/** One case study in full, with every field; its id is the slug so other pages can link to it. */
export function CaseStudyArticle({ study, reverse = false }: { study: CaseStudy; reverse?: boolean }) {
  const headingId = `${study.slug}-title`;
  return (
    <article id={study.slug} aria-labelledby={headingId} className="grid scroll-mt-24 gap-8 lg:grid-cols-12 lg:gap-12">
      <div className={`lg:col-span-5 ${reverse ? "lg:order-last" : ""}`}>
        <ResponsiveImage
          name={study.image}
          alt=""
          sizes="(min-width: 1280px) 500px, (min-width: 1024px) 40vw, 100vw"
          className="aspect-[4/3] w-full rounded-[var(--radius-card)] object-cover shadow-[var(--shadow-card)]"
        />
      </div>
      <div className="lg:col-span-7">
        <Badge tone="brand">{study.industry}</Badge>
        <h2 id={headingId} className="mt-3 text-2xl font-semibold tracking-tight text-ink sm:text-3xl">
          {study.title}
        </h2>
        <dl className="mt-4 flex flex-wrap gap-x-8 gap-y-2 text-sm">
          <div className="flex gap-2">
            <dt className="font-semibold text-ink">Client</dt>
            <dd className="text-ink-muted">{study.client}</dd>
          </div>
          <div className="flex gap-2">
            <dt className="font-semibold text-ink">Industry</dt>
            <dd className="text-ink-muted">{study.industry}</dd>
          </div>
          <div className="flex gap-2">
            <dt className="font-semibold text-ink">Duration</dt>
            <dd className="text-ink-muted">{study.duration}</dd>
          </div>
        </dl>
        <div className="mt-6 grid gap-6 md:grid-cols-2">
          <div>
            <h3 className="text-sm font-semibold uppercase tracking-wider text-brand-700">Challenge</h3>
            <p className="mt-2 leading-7 text-ink-muted">{study.challenge}</p>
          </div>
          <div>
            <h3 className="text-sm font-semibold uppercase tracking-wider text-brand-700">Solution</h3>
            <p className="mt-2 leading-7 text-ink-muted">{study.solution}</p>
          </div>
        </div>
        <div className="mt-6 rounded-xl border border-line bg-surface-muted p-5">
          <h3 className="text-sm font-semibold uppercase tracking-wider text-brand-700">Results</h3>
          <CheckList items={study.results} className="mt-3 text-base text-ink sm:columns-2 sm:gap-6 [&>li]:mb-2 [&>li]:break-inside-avoid" />
        </div>
        <div className="mt-6">
          <h3 className="mb-3 text-sm font-semibold uppercase tracking-wider text-brand-700">Technologies</h3>
          <TagList items={study.technologies} label={`Technologies used for ${study.client}`} />
        </div>
      </div>
    </article>
  );
}
