// JSON-LD builders (schema.org). Pages pass the results to pageMeta({ jsonLd }). Paths are given
// as English paths ("/services/cloud"); the builders address the page in its own language
// ("/de/services/cloud") and say which language a page's text is in (`inLanguage`).
import type { EmploymentType } from "~/content/schema";
import type { JobOpening, NewsPost } from "~/content/types";
import { ui } from "~/content/ui";
import { language, languages, localePath } from "~/lib/locale";
import { socialCardIn } from "~/lib/seo";
import { absoluteUrl, site, type LanguageCode } from "~/site";

/** A page's address in the page's language, absolute. */
export const pageUrl = (path: string): string => absoluteUrl(localePath(path));

/** The language a text is written in: the page's, or English for an entry shown from English. */
export const inLanguageOf = (entry?: { untranslated?: true }): LanguageCode =>
  entry?.untranslated ? "en" : language.code;

/** A social card's address for an entry: its language's card (as the page's og:image). */
export const cardUrl = (image: string, entry?: { untranslated?: true }): string =>
  absoluteUrl(socialCardIn(image, inLanguageOf(entry)));

/** The office address as a schema.org PostalAddress. */
function postalAddressJsonLd() {
  const a = site.contact.address;
  return {
    "@type": "PostalAddress",
    streetAddress: a.street,
    addressLocality: a.locality,
    addressRegion: a.region,
    postalCode: a.postalCode,
    addressCountry: a.countryCode,
  };
}

export function organizationJsonLd() {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: site.name,
    legalName: site.legalName,
    url: absoluteUrl("/"),
    logo: absoluteUrl("/favicon.svg"),
    email: site.contact.email,
    telephone: site.contact.phone,
    foundingDate: String(site.foundingYear),
    address: postalAddressJsonLd(),
    sameAs: site.social.map((s) => s.href),
    knowsLanguage: languages.map((l) => l.code),
  };
}

export function websiteJsonLd() {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: site.name,
    url: pageUrl("/"),
    inLanguage: language.code,
  };
}

/** Breadcrumbs from Home to the page: pass the trail after Home, ending with the page. */
export function breadcrumbJsonLd(trail: readonly { name: string; path: string }[]) {
  const items = [{ name: ui.home, path: "/" }, ...trail];
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: pageUrl(item.path),
    })),
  };
}

/** The logo search engines show for the company: a raster PNG of the mark (built from its SVG). */
export const organizationLogoPath = "/media-kit/kaveri-digital-mark-1024.png";

function publisherJsonLd() {
  return {
    "@type": "Organization",
    name: site.name,
    url: absoluteUrl("/"),
    logo: {
      "@type": "ImageObject",
      url: absoluteUrl(organizationLogoPath),
      width: 1024,
      height: 1024,
    },
  };
}

/**
 * A schema.org NewsArticle for a news post at `path`. `authorIsPerson` says whether the byline is
 * a person (a leader) or the newsroom (the organisation); `image` is the post's social card.
 */
export function newsArticleJsonLd(
  post: NewsPost,
  { path, image, authorIsPerson }: { path: string; image: string; authorIsPerson: boolean },
) {
  const url = pageUrl(path);
  return {
    "@context": "https://schema.org",
    "@type": "NewsArticle",
    headline: post.title,
    description: post.summary,
    datePublished: post.date,
    dateModified: post.date,
    author: authorIsPerson
      ? { "@type": "Person", name: post.author, url: pageUrl("/about-us/leadership") }
      : { "@type": "Organization", name: post.author, url: pageUrl("/whats-new") },
    publisher: publisherJsonLd(),
    image: [cardUrl(image, post)],
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    articleSection: post.category,
    wordCount: post.words,
    inLanguage: inLanguageOf(post),
    url,
  };
}

const escapeHtml = (text: string) =>
  text.replace(
    /[<>&"]/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;" })[c] ?? c,
  );
const htmlList = (items: readonly string[]) =>
  `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</ul>`;

/** The full description of a role as HTML: the role itself, responsibilities, requirements, nice to have. */
export function jobDescriptionHtml(
  job: JobOpening,
  headings: { responsibilities: string; requirements: string; niceToHave: string },
): string {
  return [
    job.html.trim(),
    `<h2>${escapeHtml(headings.responsibilities)}</h2>${htmlList(job.responsibilities)}`,
    `<h2>${escapeHtml(headings.requirements)}</h2>${htmlList(job.requirements)}`,
    job.niceToHave?.length
      ? `<h2>${escapeHtml(headings.niceToHave)}</h2>${htmlList(job.niceToHave)}`
      : "",
  ].join("");
}

/** The years a role asks for at least, as the months of experience Google reads. */
const experienceJsonLd = (years: number) => ({
  "@type": "OccupationalExperienceRequirements",
  monthsOfExperience: years * 12,
});

/** schema.org's employmentType for each contract the content names. */
const employmentTypeJsonLd: Record<EmploymentType, string> = {
  "Full-time": "FULL_TIME",
  "Part-time": "PART_TIME",
  Internship: "INTERN",
};

/**
 * A schema.org JobPosting for an open position on its own page (`path`), with the properties
 * Google's job-posting documentation requires and recommends. `description` is the role's full
 * HTML (see jobDescriptionHtml). directApply is true: the page carries its own application form.
 */
export function jobPostingJsonLd(
  job: JobOpening,
  { path, description }: { path: string; description: string },
) {
  const a = site.contact.address;
  const remote = job.workArrangement === "Remote";
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: job.title,
    description,
    datePosted: job.datePosted,
    validThrough: `${job.validThrough}T23:59:59+05:30`,
    employmentType: employmentTypeJsonLd[job.type],
    hiringOrganization: {
      "@type": "Organization",
      name: site.name,
      sameAs: absoluteUrl("/"),
      logo: absoluteUrl(organizationLogoPath),
    },
    // Remote roles are still employed from the Bengaluru office, which is their legal location.
    jobLocation: { "@type": "Place", address: postalAddressJsonLd() },
    ...(remote
      ? {
          jobLocationType: "TELECOMMUTE",
          applicantLocationRequirements: {
            "@type": "Country",
            name: job.applicantCountry ?? a.countryCode,
          },
        }
      : {}),
    baseSalary: {
      "@type": "MonetaryAmount",
      currency: job.salary.currency,
      value: {
        "@type": "QuantitativeValue",
        minValue: job.salary.min,
        maxValue: job.salary.max,
        unitText: job.salary.unit,
      },
    },
    identifier: { "@type": "PropertyValue", name: site.name, value: job.slug },
    directApply: true,
    experienceRequirements: experienceJsonLd(job.minYearsExperience),
    url: pageUrl(path),
  };
}
