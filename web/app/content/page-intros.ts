import careers from "virtual:content/pages/careers";
import caseStudies from "virtual:content/pages/case-studies";
import clients from "virtual:content/pages/clients";
import industries from "virtual:content/pages/industries";
import leadership from "virtual:content/pages/leadership";
import mediaKit from "virtual:content/pages/media-kit";
import ourBrands from "virtual:content/pages/our-brands";
import partnerships from "virtual:content/pages/partnerships";
import privacy from "virtual:content/pages/privacy";
import products from "virtual:content/pages/products";
import projects from "virtual:content/pages/projects";
import resources from "virtual:content/pages/resources";
import terms from "virtual:content/pages/terms";
import testimonials from "virtual:content/pages/testimonials";
import whatsNew from "virtual:content/pages/whats-new";
import type { PageIntro } from "./schema";

// The opening of each page: the <h1>, the lead under it, and the search snippet (meta title and
// description), each from its page's file in content/<locale>/pages/.

export type { PageIntro };

export const pageIntros = {
  products: products.intro,
  industries: industries.intro,
  leadership: leadership.intro,
  partnerships: partnerships.intro,
  ourBrands: ourBrands.intro,
  clients: clients.intro,
  resources: resources.intro,
  caseStudies: caseStudies.intro,
  projects: projects.intro,
  mediaKit: mediaKit.intro,
  whatsNew: whatsNew.intro,
  testimonials: testimonials.intro,
  careers: careers.intro,
  privacy: privacy.intro,
  terms: terms.intro,
} satisfies Record<string, PageIntro>;
