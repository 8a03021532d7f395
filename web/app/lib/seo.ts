import type { MetaDescriptor } from "react-router";
import { absoluteUrl, site } from "~/site";

export interface PageSeo {
  /** The page's own title; the brand is appended. */
  title: string;
  description: string;
  /** The canonical path, without a trailing slash ("/" for home). */
  path: string;
  /** Absolute path of the social card image. */
  image?: string;
  /** JSON-LD objects for this page. */
  jsonLd?: readonly object[];
  noindex?: boolean;
  /** Open Graph type: "article" for a dated story (a case study, a news post). */
  type?: "website" | "article";
}

export const defaultSocialImage = "/og/default.png";

/** The meta tags every page carries: title, description, canonical, Open Graph, Twitter. */
export function pageMeta(seo: PageSeo): MetaDescriptor[] {
  const title = seo.path === "/" ? `${site.name} | ${site.tagline}` : `${seo.title} | ${site.name}`;
  const url = absoluteUrl(seo.path);
  const image = absoluteUrl(seo.image ?? defaultSocialImage);
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: seo.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: seo.type ?? "website" },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: title },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: seo.description },
    { name: "twitter:image", content: image },
  ];
  if (seo.noindex) tags.push({ name: "robots", content: "noindex" });
  for (const data of seo.jsonLd ?? []) tags.push({ "script:ld+json": data });
  return tags;
}
