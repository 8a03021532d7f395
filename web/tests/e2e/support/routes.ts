// The pages to test, read from the build output rather than kept by hand: a page added to the
// app is tested as soon as it is built.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { htmlPages } from "../../../scripts/build-steps/html-files.mjs";
import { staticDir } from "./server.mjs";
import { allLanguages as languages, type LanguageCode } from "~/site";

if (!existsSync(join(staticDir, "index.html"))) {
  throw new Error(`No build at ${staticDir}: run \`npm run build\` (or set STATIC_DIR) first.`);
}

const built = await htmlPages(staticDir);

/** Every pre-rendered page of every language, 404 pages included: its file and its path. */
export const builtPages: readonly { file: string; route: string; notFound: boolean }[] = built;

/** The language a built page is in, by its path's prefix ("/de/…" is German; no prefix is English). */
export function languageOfRoute(route: string): LanguageCode {
  const code = route.split("/")[1];
  return (languages.find((l) => l.code !== "en" && l.code === code)?.code ?? "en") as LanguageCode;
}

/** The languages the build holds (English and each folder of another language's pages). */
export const builtLanguages: readonly LanguageCode[] = languages
  .map((l) => l.code as LanguageCode)
  .filter((code) => code === "en" || existsSync(join(staticDir, code, "index.html")));

const allPages = built.filter((p) => !p.notFound);
// The English pages: every suite written for English runs over these, as before the languages.
const pages = allPages.filter((p) => languageOfRoute(p.route) === "en");

/** Every pre-rendered English page's path ("/", "/services", "/services/design", ...), sorted. */
export const pageRoutes: readonly string[] = pages.map((p) => p.route);

/** Every pre-rendered page of a language other than English ("/de/", "/de/services", …). */
export const translatedRoutes = (code: LanguageCode): readonly string[] =>
  allPages.filter((p) => languageOfRoute(p.route) === code).map((p) => p.route);

/**
 * The route module that renders a page (its template: "routes/service-detail" for every
 * /services/<slug>), which root.tsx names in the page's `<body data-template>`.
 */
function templateOf(file: string): string {
  const template = readFileSync(file, "utf8").match(/<body data-template="([^"]+)"/)?.[1];
  if (template === undefined) throw new Error(`${file}: no <body data-template>`);
  return template;
}

/** The pages of each template, keyed by the route module's id. */
export const pageTemplates: ReadonlyMap<string, readonly string[]> = pages.reduce(
  (templates, { file, route }) => {
    const template = templateOf(file);
    templates.set(template, [...(templates.get(template) ?? []), route]);
    return templates;
  },
  new Map<string, string[]>(),
);

/**
 * One page of each template (the first in path order): the sample for checks that depend on a
 * template's layout rather than on one page's content. Pages of one template share their
 * markup, so a layout or width problem shows on every one of them.
 */
export const oneRoutePerTemplate: readonly string[] = [...pageTemplates.values()].map(
  (routes) => routes[0]!,
);

/** The same sample in another language: the one route per template under its prefix. */
export const oneRoutePerTemplateIn = (code: LanguageCode): readonly string[] =>
  code === "en"
    ? oneRoutePerTemplate
    : oneRoutePerTemplate.map((route) => `/${code}${route === "/" ? "" : route}`);

/** A path no page answers, for the 404 checks. */
export const unknownPath = "/this-page-does-not-exist";
