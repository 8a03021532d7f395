// Where each content collection lives and which schema its files follow. Paths are relative to
// content/<locale>/ (today `en`; a second language is a sibling folder with the same layout).
//   entries: a folder of Markdown files with YAML front matter, one entry each, slug = file name
//   items:   a folder of YAML files, one entry each, slug = file name
//   data:    one YAML file holding an object or a list
// Plain Node loads this file too: relative imports only.
import type { z } from "zod";
import * as schema from "./schema.ts";

export interface CollectionDefinition {
  kind: "entries" | "items" | "data";
  /** Folder (entries, items) or file without extension (data), under content/<locale>/. */
  path: string;
  /** Shown in the CMS. */
  label: string;
  schema: z.ZodType;
}

export const collections = {
  "case-studies": { kind: "entries", path: "case-studies", label: "Case studies", schema: schema.caseStudy },
  "pages/case-study": { kind: "data", path: "pages/case-study", label: "Case study page", schema: schema.caseStudyPage },
  news: { kind: "entries", path: "news", label: "News posts", schema: schema.newsPost },
  "pages/whats-new": { kind: "data", path: "pages/whats-new", label: "What's New page", schema: schema.whatsNewPage },
  "pages/news-post": { kind: "data", path: "pages/news-post", label: "News post page", schema: schema.newsPostPage },
  jobs: { kind: "entries", path: "jobs", label: "Job openings", schema: schema.job },
  "pages/job": { kind: "data", path: "pages/job", label: "Job page", schema: schema.jobPage },
  "page-types": { kind: "data", path: "page-types", label: "Page types (search results)", schema: schema.pageTypes },
  services: { kind: "items", path: "services", label: "Services", schema: schema.service },
  industries: { kind: "items", path: "industries", label: "Industry pages", schema: schema.industry },
  "industry-cards": { kind: "data", path: "industry-cards", label: "Industry cards (home page)", schema: schema.industryCards },
  testimonials: { kind: "entries", path: "testimonials", label: "Testimonials", schema: schema.testimonial },
  leaders: { kind: "entries", path: "leaders", label: "Leadership team", schema: schema.leader },
  legal: { kind: "entries", path: "legal", label: "Legal documents", schema: schema.legalDocument },
  products: { kind: "data", path: "products", label: "Products", schema: schema.products },
  brands: { kind: "data", path: "brands", label: "Brands", schema: schema.brands },
  timeline: { kind: "data", path: "timeline", label: "Timeline", schema: schema.timeline },
  values: { kind: "data", path: "values", label: "Mission, vision and values", schema: schema.values },
  navigation: { kind: "data", path: "navigation", label: "Navigation", schema: schema.navigation },
  "service-teasers": { kind: "data", path: "service-teasers", label: "Service teasers (home page)", schema: schema.serviceTeasers },
  clients: { kind: "data", path: "clients", label: "Client sectors", schema: schema.clients },
  partners: { kind: "data", path: "partners", label: "Partners", schema: schema.partners },
  projects: { kind: "data", path: "projects", label: "Projects", schema: schema.projects },
  "media-kit": { kind: "data", path: "media-kit", label: "Media kit", schema: schema.mediaKit },
  assistant: { kind: "data", path: "assistant", label: "Assistant replies", schema: schema.assistant },
  "enquiry-form": { kind: "data", path: "enquiry-form", label: "Enquiry form", schema: schema.enquiryForm },
  "application-form": { kind: "data", path: "application-form", label: "Job application form", schema: schema.applicationForm },
  ui: { kind: "data", path: "ui", label: "Shared labels", schema: schema.ui },
  "pages/home": { kind: "data", path: "pages/home", label: "Home page", schema: schema.pages.home },
  "pages/services": { kind: "data", path: "pages/services", label: "Services page", schema: schema.pages.services },
  "pages/service": { kind: "data", path: "pages/service", label: "Service pages (shared copy)", schema: schema.pages.service },
  "pages/industries": { kind: "data", path: "pages/industries", label: "Industries page", schema: schema.pages.industries },
  "pages/industry": { kind: "data", path: "pages/industry", label: "Industry pages (shared headings)", schema: schema.pages.industry },
  "pages/products": { kind: "data", path: "pages/products", label: "Products page", schema: schema.pages.products },
  "pages/our-story": { kind: "data", path: "pages/our-story", label: "Our story page", schema: schema.pages["our-story"] },
  "pages/leadership": { kind: "data", path: "pages/leadership", label: "Leadership page", schema: schema.pages.leadership },
  "pages/partnerships": { kind: "data", path: "pages/partnerships", label: "Partnerships page", schema: schema.pages.partnerships },
  "pages/our-brands": { kind: "data", path: "pages/our-brands", label: "Our brands page", schema: schema.pages["our-brands"] },
  "pages/clients": { kind: "data", path: "pages/clients", label: "Clients page", schema: schema.pages.clients },
  "pages/resources": { kind: "data", path: "pages/resources", label: "Resources page", schema: schema.pages.resources },
  "pages/case-studies": { kind: "data", path: "pages/case-studies", label: "Case studies page", schema: schema.pages["case-studies"] },
  "pages/projects": { kind: "data", path: "pages/projects", label: "Projects page", schema: schema.pages.projects },
  "pages/media-kit": { kind: "data", path: "pages/media-kit", label: "Media kit page", schema: schema.pages["media-kit"] },
  "pages/testimonials": { kind: "data", path: "pages/testimonials", label: "Testimonials page", schema: schema.pages.testimonials },
  "pages/careers": { kind: "data", path: "pages/careers", label: "Careers page", schema: schema.pages.careers },
  "pages/privacy": { kind: "data", path: "pages/privacy", label: "Privacy policy page", schema: schema.pages.privacy },
  "pages/terms": { kind: "data", path: "pages/terms", label: "Terms of service page", schema: schema.pages.terms },
  "pages/contact": { kind: "data", path: "pages/contact", label: "Contact page", schema: schema.pages.contact },
  "pages/contact-thanks": { kind: "data", path: "pages/contact-thanks", label: "Enquiry received page", schema: schema.pages["contact-thanks"] },
  "pages/search": { kind: "data", path: "pages/search", label: "Search page", schema: schema.pages.search },
} as const satisfies Record<string, CollectionDefinition>;

export type CollectionName = keyof typeof collections;

export const defaultLocale = "en";
