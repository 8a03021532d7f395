import type { PageIntro } from "~/content/page-intros";
import { breadcrumbJsonLd } from "~/lib/jsonld";
import { pageMeta } from "~/lib/seo";

/**
 * The meta tags of an inner page: title and description from its intro, canonical path, and
 * a BreadcrumbList from Home through `parents` to the page itself.
 */
export function innerPageMeta(
  intro: Pick<PageIntro, "metaTitle" | "description">,
  path: string,
  {
    parents = [],
    jsonLd = [],
    noindex = false,
  }: {
    parents?: readonly { name: string; path: string }[];
    jsonLd?: readonly object[];
    noindex?: boolean;
  } = {},
) {
  return pageMeta({
    title: intro.metaTitle,
    description: intro.description,
    path,
    jsonLd: [breadcrumbJsonLd([...parents, { name: intro.metaTitle, path }]), ...jsonLd],
    noindex,
  });
}
