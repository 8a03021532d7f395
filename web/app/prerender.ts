import { industryPages } from "./content/industries";
import { services } from "./content/services";

/**
 * Paths the server answers with HTTP 404. Each is pre-rendered like a page; the build moves it
 * to `<dir>/404.html`, and the server serves the nearest one for an unknown path under `<dir>`.
 */
export const notFoundPaths = ["/404", "/services/404"] as const;

/** Every path rendered to HTML at build time: static routes, each service and industry, 404s. */
export function prerenderPaths(staticPaths: string[]): string[] {
  return [
    ...staticPaths,
    ...services.map((s) => `/services/${s.slug}`),
    ...industryPages.map((i) => `/industries/${i.slug}`),
    ...notFoundPaths,
  ];
}
