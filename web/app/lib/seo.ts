import type { MetaDescriptor } from "react-router";
import { absoluteUrl, site, type LanguageCode } from "~/site";
import { language, languages, localePath } from "./locale";

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
  /**
   * The languages the page is written in (all of them unless said). A page this language shows
   * from English links to the English page as canonical and is left out of the hreflang set.
   */
  languages?: readonly LanguageCode[];
}

export const defaultSocialImage = "/og/default.png";

/**
 * A social card in a language: each language's cards are under /og/<code>/ (the build draws
 * those whose words differ from English and copies the rest: build-steps/social-cards.mjs).
 */
export function socialCardIn(image: string, code: LanguageCode): string {
  return code === "en" || !image.startsWith("/og/")
    ? image
    : `/og/${code}/${image.slice("/og/".length)}`;
}

/** The meta tags every page carries: title, description, canonical, Open Graph, Twitter. */
export function pageMeta(seo: PageSeo): MetaDescriptor[] {
  const title = seo.path === "/" ? `${site.name} | ${site.tagline}` : `${seo.title} | ${site.name}`;
  const written = seo.languages ?? languages.map((l) => l.code);
  const own = written.includes(language.code);
  const url = absoluteUrl(localePath(seo.path, own ? language.code : "en"));
  // A page shown from English keeps the English card, as it keeps the English canonical.
  const image = absoluteUrl(
    socialCardIn(seo.image ?? defaultSocialImage, own ? language.code : "en"),
  );
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: seo.description },
    { tagName: "link", rel: "canonical", href: url },
  ];
  // Reciprocal alternates: every language the page is written in, and English as the default.
  if (own && written.length > 1 && !seo.noindex) {
    for (const l of languages.filter((l) => written.includes(l.code)))
      tags.push({
        tagName: "link",
        rel: "alternate",
        hrefLang: l.code,
        href: absoluteUrl(localePath(seo.path, l.code)),
      });
    tags.push({
      tagName: "link",
      rel: "alternate",
      hrefLang: "x-default",
      href: absoluteUrl(seo.path),
    });
  }
  tags.push(
    { property: "og:locale", content: language.ogLocale },
    ...languages
      .filter((l) => l.code !== language.code && written.includes(l.code))
      .map((l) => ({ property: "og:locale:alternate", content: l.ogLocale })),
  );
  tags.push(
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
  );
  if (seo.noindex) tags.push({ name: "robots", content: "noindex" });
  for (const data of seo.jsonLd ?? []) tags.push({ "script:ld+json": data });
  return tags;
}
