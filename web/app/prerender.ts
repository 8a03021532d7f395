import { industryPages } from "./content/industries";
import { services } from "./content/services";
import { notFoundPaths } from "./prerender-paths.mjs";

/** Every path rendered to HTML at build time: static routes, each service and industry, 404s. */
export function prerenderPaths(staticPaths: string[]): string[] {
  return [
    ...staticPaths,
    ...services.map((s) => `/services/${s.slug}`),
    ...industryPages.map((i) => `/industries/${i.slug}`),
    ...notFoundPaths,
  ];
}
