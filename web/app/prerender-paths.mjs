// Shared by the route config (TypeScript) and the build steps (plain Node).
/** Paths pre-rendered like pages and served by the server with status 404 (see not-found-pages). */
export const notFoundPaths = [
  "/404",
  "/services/404",
  // A case study, or a case-study filter, that does not exist: each is rendered by the route that
  // would have answered, so the page hydrates with its own route's data.
  "/resources/case-studies/404",
  "/resources/case-studies/industry/404",
  "/resources/case-studies/service/404",
  // A news post, a page of the news index or a job that does not exist (a closed job included).
  "/whats-new/404",
  "/whats-new/page/404",
  "/careers/404",
];

/**
 * The team console's shell, pre-rendered once (English only) as team/index.html: no page of the
 * site (sitemap, search, link check, test sweeps) lists it; the server answers /team/… with it.
 */
export const teamShellPath = "/team/";
