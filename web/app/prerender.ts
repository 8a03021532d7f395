import { notFoundPaths, teamShellPath } from "./prerender-paths.mjs";
import type { CaseStudy, JobOpening, NewsPost } from "./content/schema/index.ts";
import { caseStudiesPath, filterPaths } from "./lib/case-study-filters.ts";
import { jobPaths, jobQuestionPaths } from "./lib/job-openings.ts";
import { laterNewsPagePaths, newsPostPath } from "./lib/news-pages.ts";
// The route config is loaded outside Vite, where the virtual content modules do not exist.
import { loadContent } from "../scripts/content/load.ts";

/** Every path rendered to HTML at build time: static routes, each service and industry, 404s. */
export function prerenderPaths(staticPaths: string[]): string[] {
  return [
    ...staticPaths,
    ...slugsOf("services").map((slug) => `/services/${slug}`),
    ...slugsOf("industries").map((slug) => `/industries/${slug}`),
    ...caseStudyPaths(),
    ...newsPaths(),
    ...jobPaths(loadContent().jobs as JobOpening[]),
    ...jobQuestionPaths(loadContent().jobs as JobOpening[]),
    ...notFoundPaths,
    // The team console's shell (English only): the server answers every /team/ path with it.
    ...((process.env.VITE_SITE_LOCALE ?? "en") === "en" ? [teamShellPath] : []),
  ];
}

/** Each news post's page and the news index's pages after the first. */
function newsPaths(): string[] {
  const posts = loadContent().news as NewsPost[];
  return [...posts.map((post) => newsPostPath(post.slug)), ...laterNewsPagePaths(posts.length)];
}

/** Each case study's page and the index's filtered views. */
function caseStudyPaths(): string[] {
  const studies = loadContent()["case-studies"] as CaseStudy[];
  return [...studies.map((s) => `${caseStudiesPath}/${s.slug}`), ...filterPaths(studies)];
}

/** The slugs of a collection's entries (services, industries), from the content files. */
function slugsOf(collection: "services" | "industries"): string[] {
  return (loadContent()[collection] as { slug: string }[]).map((entry) => entry.slug);
}
