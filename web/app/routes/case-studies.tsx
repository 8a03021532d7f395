import { Link, useParams } from "react-router";
import { PageHero } from "~/components/site/PageHero";
import { Icon } from "~/components/ui/Icon";
import { InlineScript } from "~/components/ui/InlineScript";
import {
  keepPlaceAttribute,
  keepPlaceScript,
  keepPlaceStatusAttribute,
} from "~/lib/inline-scripts/keep-place";
import { NotFound, notFoundMessage } from "~/components/site/NotFound";
import { CaseStudyList } from "~/components/sections/CaseStudyList";
import { caseStudies, caseStudyPage } from "~/content/case-studies";
import { caseStudySummary } from "~/lib/case-study-summary";
import { industryPages } from "~/content/industries";
import { pageIntros } from "~/content/page-intros";
import { withCount } from "~/lib/with-count";
import { services } from "~/content/services";
import {
  caseStudiesPath,
  filterOptions,
  matchesFilter,
  type FilterKind,
  type FilterOption,
} from "~/lib/case-study-filters";
import { innerPageMeta } from "~/lib/page-meta";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/case-studies";
import { ui } from "~/content/ui";

// The index and its filtered views (child routes industry/:industry and service/:service) share
// this layout: the loader's data is the same for all of them, so a filter link only changes the
// URL and the list updates in place, with the filter links (and the focus on them) kept.
// Content arrives through the loader, which runs at build time: the copy is in the HTML and
// the route's JavaScript carries only the components.
export const loader = () => ({
  intro: pageIntros.caseStudies,
  copy: {
    ...caseStudyPage.filters,
    readMore: caseStudyPage.card.readMore,
    breadcrumb: caseStudyPage.breadcrumb,
  },
  studies: caseStudies.map((study) => ({
    ...caseStudySummary(study),
    industry: study.industry,
    services: study.services,
  })),
  industries: filterOptions("industry", caseStudies, industryPages),
  services: filterOptions("service", caseStudies, services),
});

type LoaderData = ReturnType<typeof loader>;

/** The filter the URL names: none, a known one, or one that does not exist (a 404). */
function activeFilter(
  params: { industry?: string; service?: string },
  data: LoaderData,
): { kind: FilterKind; option?: FilterOption } | null {
  const [kind, slug] =
    params.industry !== undefined
      ? (["industry", params.industry] as const)
      : params.service !== undefined
        ? (["service", params.service] as const)
        : [];
  if (!kind) return null;
  const options = kind === "industry" ? data.industries : data.services;
  return { kind, option: options.find((o) => o.slug === slug) };
}

export const meta = ({ loaderData, params }: Route.MetaArgs) => {
  const filter = activeFilter(params, loaderData);
  const parents = [{ name: loaderData.copy.breadcrumb.resources, path: "/resources" }];
  if (!filter) return innerPageMeta(loaderData.intro, caseStudiesPath, { parents });
  if (!filter.option)
    return pageMeta({
      title: notFoundMessage,
      description: ui.notFound.description,
      path: "/404",
      noindex: true,
    });
  const { option } = filter;
  const copy = loaderData.copy;
  // A filtered view is a subset of the index: it canonicalises to itself (it is a real page a
  // visitor can share) but stays out of search results and the sitemap (noindex; links are
  // still followed), so search engines show the one full index instead of near-duplicates.
  const title = `${option.kind === "industry" ? copy.industryTitle : copy.serviceTitle} ${option.name}`;
  return innerPageMeta(
    { metaTitle: title, description: `${copy.description} ${option.name}.` },
    option.path,
    {
      parents: [...parents, { name: copy.breadcrumb.caseStudies, path: caseStudiesPath }],
      noindex: true,
    },
  );
};

const pill = "inline-flex rounded-full border px-3 py-1.5 text-sm font-medium transition-colors";
const pillIdle = `${pill} border-line-strong bg-surface text-ink hover:border-brand-300 hover:text-brand-700`;
const pillActive = `${pill} border-brand-600 bg-brand-600 text-white`;

function FilterLink({ to, active, children }: { to: string; active: boolean; children: string }) {
  return (
    <Link
      to={to}
      aria-current={active ? "page" : undefined}
      className={active ? pillActive : pillIdle}
      {...{ [keepPlaceAttribute]: "" }}
    >
      {children}
    </Link>
  );
}

export default function CaseStudiesRoute({ loaderData }: Route.ComponentProps) {
  const params = useParams();
  const { intro, copy, studies, industries, services } = loaderData;
  const filter = activeFilter(params, loaderData);
  if (filter && !filter.option) return <NotFound />;
  const option = filter?.option;
  const shown = studies.filter((study) =>
    matchesFilter(study, option ? { kind: option.kind, slug: option.slug } : null),
  );
  const listTitle = option
    ? `${option.kind === "industry" ? copy.industryTitle : copy.serviceTitle} ${option.name}`
    : copy.all;
  const groups = [
    { id: "filter-industry", label: copy.byIndustry, options: industries },
    { id: "filter-service", label: copy.byService, options: services },
  ];
  return (
    <>
      <PageHero
        eyebrow={intro.eyebrow}
        title={intro.title}
        lead={intro.lead}
        aside={
          <nav
            aria-label={copy.label}
            className="rounded-3xl border border-line bg-surface-raised shadow-[var(--shadow-card)]"
          >
            {/* On a phone the fifteen filters fold into one control (the studies come first);
                from lg, where the browser can show a closed <details>' content, they stand open
                beside the opening and the summary steps aside. */}
            <details className="group lg:details-content:[content-visibility:visible]">
              <summary className="flex min-h-14 cursor-pointer list-none items-center gap-3 rounded-3xl px-5 py-3 font-semibold text-ink hover:bg-surface-muted supports-[selector(::details-content)]:lg:hidden [&::-webkit-details-marker]:hidden">
                <span className="min-w-0 grow">
                  <span className="block text-xs font-semibold uppercase tracking-wider text-brand-700">
                    {copy.label}
                  </span>
                  <span className="block text-ink">{option?.name ?? copy.all}</span>
                </span>
                <Icon
                  name="chevronDown"
                  className="h-5 w-5 shrink-0 text-brand-700 transition-transform duration-200 group-open:rotate-180 motion-reduce:transition-none"
                />
              </summary>
              <div className="space-y-4 px-5 pb-6 sm:px-8 sm:pb-8 lg:pt-8">
                <ul className="flex flex-wrap gap-2">
                  <li>
                    <FilterLink to={caseStudiesPath} active={!option}>
                      {copy.all}
                    </FilterLink>
                  </li>
                </ul>
                {groups.map((group) => (
                  <div key={group.id} className="flex flex-col gap-2">
                    <p
                      id={group.id}
                      className="text-sm font-semibold uppercase tracking-wider text-brand-700"
                    >
                      {group.label}
                    </p>
                    <ul aria-labelledby={group.id} className="flex flex-wrap gap-2">
                      {group.options.map((o) => (
                        <li key={o.slug}>
                          <FilterLink to={o.path} active={o.path === option?.path}>
                            {o.name}
                          </FilterLink>
                        </li>
                      ))}
                    </ul>
                  </div>
                ))}
              </div>
            </details>
          </nav>
        }
      />
      <div className="container-page pt-8 pb-12 sm:py-16">
        <section aria-labelledby="case-study-list-title">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2
              id="case-study-list-title"
              className="text-2xl font-semibold tracking-tight text-ink sm:text-3xl"
            >
              {listTitle}
            </h2>
            <p
              role="status"
              {...{ [keepPlaceStatusAttribute]: "" }}
              className="text-sm font-medium text-ink-muted"
            >
              {shown.length === 1 ? copy.countOne : withCount(copy.countOther, shown.length)}
            </p>
          </div>
          <CaseStudyList studies={shown} readMore={copy.readMore} className="mt-6 sm:mt-8" />
        </section>
        {/* Each filter is its own page: the visitor's place and focus carry over to it. */}
        <InlineScript code={import.meta.env.SSR ? keepPlaceScript : ""} />
      </div>
    </>
  );
}
