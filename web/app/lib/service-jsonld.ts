// JSON-LD for a service page (schema.org Service and FAQPage).
import type { Service } from "~/content/types";
import { absoluteUrl, site } from "~/site";

export function serviceJsonLd(service: Service) {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: service.title,
    description: service.description,
    serviceType: service.title,
    url: absoluteUrl(`/services/${service.slug}`),
    provider: { "@type": "Organization", name: site.name, url: absoluteUrl("/") },
    areaServed: "Worldwide",
    hasOfferCatalog: {
      "@type": "OfferCatalog",
      name: `${service.title} capabilities`,
      itemListElement: service.features.map((feature) => ({
        "@type": "Offer",
        itemOffered: { "@type": "Service", name: feature.title, description: feature.description },
      })),
    },
  };
}

export function faqPageJsonLd(faqs: Service["faqs"]) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faqs.map((faq) => ({
      "@type": "Question",
      name: faq.question,
      acceptedAnswer: { "@type": "Answer", text: faq.answer },
    })),
  };
}
