import { Link } from "react-router";
import { EnglishMark, englishText } from "~/components/ui/EnglishOnly";
import { PageHero } from "~/components/site/PageHero";
import { FeaturedStudy } from "~/components/sections/FeaturedStudy";
import { LinkCard } from "~/components/ui/LinkCard";
import { Section } from "~/components/ui/Section";
import { caseStudies, latestCaseStudy } from "~/content/case-studies";
import { caseStudySummary } from "~/lib/case-study-summary";
import { jobOpenings } from "~/content/jobs";
import { newsPosts } from "~/content/news";
import { pageIntros } from "~/content/page-intros";
import { pageSections, resourcesFeaturedLabel } from "~/content/page-sections";
import { projects } from "~/content/projects";
import { resourceLinks } from "~/content/resources";
import { allTestimonials } from "~/content/testimonials";
import { withDateText } from "~/lib/format";
import { innerPageMeta } from "~/lib/page-meta";
import { withCount } from "~/lib/with-count";
import { newsPostPath } from "~/lib/news-pages";
import type { Route } from "./+types/resources";

// Runs at build time: the copy is in the HTML and the route's JavaScript carries only the
// components. Each collection's card says what it holds.
export function loader() {
  const counts: Record<string, number> = {
    "/resources/case-studies": caseStudies.length,
    "/resources/projects": projects.length,
    "/whats-new": newsPosts.length,
    "/testimonials": allTestimonials.length,
    "/careers": jobOpenings.length,
  };
  return {
    intro: pageIntros.resources,
    featured: { label: resourcesFeaturedLabel, study: caseStudySummary(latestCaseStudy()) },
    sections: pageSections.resources,
    collections: resourceLinks.map((link) => ({
      ...link,
      meta: withCount(link.meta, counts[link.href] ?? 0),
    })),
    latest: newsPosts
      .slice(0, 3)
      .map(({ slug, date, title, summary, untranslated }) =>
        withDateText({ slug, date, title, summary, untranslated }),
      ),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  innerPageMeta(loaderData.intro, "/resources");

export default function ResourcesRoute({
  loaderData: { intro, featured, sections, collections, latest },
}: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow={intro.eyebrow}
        title={intro.title}
        lead={intro.lead}
        aside={<FeaturedStudy study={featured.study} label={featured.label} />}
      />
      <Section id="collections" {...sections.collections}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {collections.map((link) => (
            <li key={link.href}>
              <LinkCard {...link} />
            </li>
          ))}
        </ul>
      </Section>
      <Section id="latest-news" tone="muted" {...sections.latest}>
        <ul className="grid gap-6 md:grid-cols-3">
          {latest.map((post) => (
            <li
              key={post.slug}
              data-pagefind-ignore
              className="flex flex-col rounded-[var(--radius-card)] border border-line bg-surface p-6"
            >
              <div className="flex flex-wrap items-center gap-2">
                <time dateTime={post.date} className="text-sm font-medium text-ink-muted">
                  {post.dateText}
                </time>
                <EnglishMark untranslated={post.untranslated} />
              </div>
              <h3 {...englishText(post.untranslated)} className="mt-2 font-semibold text-ink">
                <Link to={newsPostPath(post.slug)} className="hover:text-brand-700 hover:underline">
                  {post.title}
                </Link>
              </h3>
              <p
                {...englishText(post.untranslated)}
                className="mt-2 text-sm leading-6 text-ink-muted"
              >
                {post.summary}
              </p>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
