// JSON-LD builders (schema.org). Pages pass the results to pageMeta({ jsonLd }).
import type { JobOpening } from "~/content/types";
import { absoluteUrl, site } from "~/site";

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
  };
}

export function websiteJsonLd() {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: site.name,
    url: absoluteUrl("/"),
  };
}

/** Breadcrumbs from Home to the page: pass the trail after Home, ending with the page. */
export function breadcrumbJsonLd(trail: readonly { name: string; path: string }[]) {
  const items = [{ name: "Home", path: "/" }, ...trail];
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: absoluteUrl(item.path),
    })),
  };
}

/** A schema.org JobPosting for an open position; the office address is its job location. */
export function jobPostingJsonLd(job: JobOpening) {
  const a = site.contact.address;
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: job.title,
    description: `<p>${job.summary}</p><p>Department: ${job.department}. Experience: ${job.experience}. Location: ${job.location}.</p>`,
    datePosted: job.datePosted,
    employmentType: "FULL_TIME",
    experienceRequirements: job.experience,
    hiringOrganization: {
      "@type": "Organization",
      name: site.name,
      sameAs: absoluteUrl("/"),
      logo: absoluteUrl("/favicon.svg"),
    },
    jobLocation: {
      "@type": "Place",
      address: postalAddressJsonLd(),
    },
    ...(job.workArrangement === "Remote"
      ? { jobLocationType: "TELECOMMUTE", applicantLocationRequirements: { "@type": "Country", name: a.country } }
      : {}),
    url: absoluteUrl(`/careers#job-${job.slug}`),
  };
}
