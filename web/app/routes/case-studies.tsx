import { PageHero } from "~/components/site/PageHero";
import { CaseStudyArticle } from "~/components/sections/CaseStudyArticle";
import { caseStudies } from "~/content/case-studies";
import { pageIntros } from "~/content/page-intros";
import { innerPageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/case-studies";

// Content arrives through the loader, which runs at build time: the copy is in the HTML and
// the route's JavaScript carries only the components.
export const loader = () => ({ intro: pageIntros.caseStudies, caseStudies });

export const meta = ({ loaderData }: Route.MetaArgs) => innerPageMeta(loaderData.intro, "/resources/case-studies", { parents: [{ name: "Resources", path: "/resources" }] });

export default function CaseStudiesRoute({ loaderData: { intro, caseStudies } }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow={intro.eyebrow} title={intro.title} lead={intro.lead}>
        <nav aria-label="Case studies on this page" className="mt-8">
          <ul className="flex flex-wrap gap-2">
            {caseStudies.map((study) => (
              <li key={study.slug}>
                <a
                  href={`#${study.slug}`}
                  className="inline-flex rounded-full border border-line-strong bg-surface px-3 py-1.5 text-sm font-medium text-ink hover:border-brand-300 hover:text-brand-700"
                >
                  {study.client}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </PageHero>
      <div className="container-page divide-y divide-line">
        {caseStudies.map((study, index) => (
          <div key={study.slug} className="py-16 sm:py-20">
            <CaseStudyArticle study={study} reverse={index % 2 === 1} />
          </div>
        ))}
      </div>
    </>
  );
}
