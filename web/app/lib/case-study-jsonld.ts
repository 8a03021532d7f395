// The schema.org Article of a case study page: the organisation is author and publisher.
import type { CaseStudy } from "~/content/types";
import { cardUrl, inLanguageOf, organizationLogoPath, pageUrl } from "~/lib/jsonld";
import { absoluteUrl, site } from "~/site";

export function caseStudyJsonLd(
  study: Pick<
    CaseStudy,
    "title" | "summary" | "datePublished" | "client" | "technologies" | "words" | "untranslated"
  >,
  { path, image }: { path: string; image: string },
) {
  const url = pageUrl(path);
  const organisation = { "@type": "Organization", name: site.name, url: absoluteUrl("/") };
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: study.title,
    description: study.summary,
    datePublished: study.datePublished,
    dateModified: study.datePublished,
    author: organisation,
    publisher: {
      ...organisation,
      logo: {
        "@type": "ImageObject",
        url: absoluteUrl(organizationLogoPath),
        width: 1024,
        height: 1024,
      },
    },
    image: [cardUrl(image, study)],
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    about: { "@type": "Organization", name: study.client },
    keywords: study.technologies.join(", "),
    wordCount: study.words,
    inLanguage: inLanguageOf(study),
    url,
  };
}
