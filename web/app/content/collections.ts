// The content registry: every collection, declared once. The loader (scripts/content/), the
// `virtual:content/<name>` modules and their types (virtual-content.d.ts, generated from this
// file) and the CMS configuration (/admin/config.yml, scripts/cms/) all follow from it.
// A collection's name is also where its files live, under content/<locale>/:
//   entries("Label", schema)  a folder of Markdown files with YAML front matter, one entry each,
//                             slug = file name; the body is rendered to HTML at build
//   items("Label", schema)    a folder of YAML files, one entry each, slug = file name
//   data("Label", schema)     one YAML file (<name>.yaml) holding an object
// `label` names the collection in the CMS; `route` is the page each entry gets ("services/:slug"),
// so a link to /services/<slug> is checked against the entries' slugs.
// Plain Node loads this file too: relative imports only. docs/content-model.md says more.
import type { z } from "zod";
import * as schema from "./schema/index.ts";
import type { EntryBody, ItemSlug } from "./schema/index.ts";

export type CollectionKind = "entries" | "items" | "data";

export interface CollectionDefinition {
  kind: CollectionKind;
  /** Folder (entries, items) or file without extension (data), under content/<locale>/: the collection's name. */
  path: string;
  /** Shown in the CMS. */
  label: string;
  schema: z.ZodType;
  /** The route pattern whose `:slug` an entry fills (entries and items only). */
  route?: string;
}

interface Declaration<K extends CollectionKind, S extends z.ZodType> {
  kind: K;
  label: string;
  schema: S;
  route?: string;
}

const entries = <S extends z.ZodType>(
  label: string,
  schema: S,
  options: { route?: string } = {},
): Declaration<"entries", S> => ({ kind: "entries", label, schema, ...options });
const items = <S extends z.ZodType>(
  label: string,
  schema: S,
  options: { route?: string } = {},
): Declaration<"items", S> => ({ kind: "items", label, schema, ...options });
const data = <S extends z.ZodType>(label: string, schema: S): Declaration<"data", S> => ({
  kind: "data",
  label,
  schema,
});

// In the CMS's order: data files in a subfolder ("pages/home") form one group there, by the first.
const declarations = {
  "case-studies": entries("Case studies", schema.caseStudy, {
    route: "resources/case-studies/:slug",
  }),
  "pages/case-study": data("Case study page", schema.caseStudyPage),
  news: entries("News posts", schema.newsPost, { route: "whats-new/:slug" }),
  "pages/whats-new": data("What's New page", schema.whatsNewPage),
  "pages/news-post": data("News post page", schema.newsPostPage),
  jobs: entries("Job openings", schema.job, { route: "careers/:slug" }),
  "pages/job": data("Job page", schema.jobPage),
  "page-types": data("Page types (search results)", schema.pageTypes),
  services: items("Services", schema.service, { route: "services/:slug" }),
  industries: items("Industry pages", schema.industry, { route: "industries/:slug" }),
  "industry-cards": data("Industry cards (home page)", schema.industryCards),
  testimonials: entries("Testimonials", schema.testimonial),
  leaders: entries("Leadership team", schema.leader),
  legal: entries("Legal documents", schema.legalDocument),
  products: data("Products", schema.products),
  brands: data("Brands", schema.brands),
  timeline: data("Timeline", schema.timeline),
  values: data("Mission, vision and values", schema.values),
  navigation: data("Navigation", schema.navigation),
  "closing-bands": data("Closing bands (the end of each page)", schema.closingBands),
  "service-teasers": data("Service teasers (home page)", schema.serviceTeasers),
  clients: data("Client sectors", schema.clients),
  partners: data("Partners", schema.partners),
  projects: data("Projects", schema.projects),
  "media-kit": data("Media kit", schema.mediaKit),
  assistant: data("Assistant replies", schema.assistant),
  "enquiry-form": data("Enquiry form", schema.enquiryForm),
  "application-form": data("Job application form", schema.applicationForm),
  "question-form": data("Question about a position", schema.questionForm),
  ui: data("Shared labels", schema.ui),
  "pages/home": data("Home page", schema.homePage),
  "pages/services": data("Services page", schema.servicesPage),
  "pages/service": data("Service pages (shared copy)", schema.servicePage),
  "pages/industries": data("Industries page", schema.industriesPage),
  "pages/industry": data("Industry pages (shared headings)", schema.industryPage),
  "pages/products": data("Products page", schema.productsPage),
  "pages/our-story": data("Our story page", schema.ourStoryPage),
  "pages/leadership": data("Leadership page", schema.leadershipPage),
  "pages/partnerships": data("Partnerships page", schema.partnershipsPage),
  "pages/our-brands": data("Our brands page", schema.ourBrandsPage),
  "pages/clients": data("Clients page", schema.clientsPage),
  "pages/resources": data("Resources page", schema.resourcesPage),
  "pages/case-studies": data("Case studies page", schema.caseStudiesPage),
  "pages/projects": data("Projects page", schema.projectsPage),
  "pages/media-kit": data("Media kit page", schema.mediaKitPage),
  "pages/testimonials": data("Testimonials page", schema.testimonialsPage),
  "pages/careers": data("Careers page", schema.careersPage),
  "pages/privacy": data("Privacy policy page", schema.privacyPage),
  "pages/terms": data("Terms of service page", schema.termsPage),
  "pages/contact": data("Contact page", schema.contactPage),
  "pages/contact-thanks": data("Enquiry received page", schema.contactThanksPage),
  "pages/search": data("Search page", schema.searchPage),
};

type Declarations = typeof declarations;
export type CollectionName = keyof Declarations;

/** Every collection, its name as its path. */
export const collections = Object.fromEntries(
  Object.entries(declarations).map(([name, declaration]) => [name, { ...declaration, path: name }]),
) as {
  [K in CollectionName]: Declarations[K] & { path: K };
};

/** A collection as the app reads it: a data file's object; entries and items as a list, each with its slug, entries with their body. */
export type CollectionContent<K extends CollectionName> =
  Declarations[K] extends Declaration<infer Kind, infer S>
    ? Kind extends "data"
      ? z.infer<S>
      : Kind extends "entries"
        ? (z.infer<S> & EntryBody)[]
        : (z.infer<S> & ItemSlug)[]
    : never;

/** Every collection of a locale, as the loader returns them. */
export type LoadedCollections = { [K in CollectionName]: CollectionContent<K> };

export const defaultLocale = "en";
