// JSON-LD for a service page (schema.org Service and FAQPage).
import type { Service } from "~/content/types";
import { inLanguageOf, pageUrl } from "~/lib/jsonld";
import { language } from "~/lib/locale";
import { absoluteUrl, site } from "~/site";

export function serviceJsonLd(service: Service) {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: service.title,
    description: service.description,
    serviceType: service.title,
    url: pageUrl(`/services/${service.slug}`),
    provider: { "@type": "Organization", name: site.name, url: absoluteUrl("/") },
    areaServed: "Worldwide",
    hasOfferCatalog: {
      "@type": "OfferCatalog",
      name: language.code === "en" ? `${service.title} capabilities` : service.title,
      itemListElement: service.features.map((feature) => ({
        "@type": "Offer",
        itemOffered: { "@type": "Service", name: feature.title, description: feature.description },
      })),
    },
  };
}

export function faqPageJsonLd(faqs: Service["faqs"], service?: Pick<Service, "untranslated">) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    inLanguage: inLanguageOf(service),
    mainEntity: faqs.map((faq) => ({
      "@type": "Question",
      name: faq.question,
      acceptedAnswer: { "@type": "Answer", text: faq.answer },
    })),
  };
}
