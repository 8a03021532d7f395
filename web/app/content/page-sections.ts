import careers from "virtual:content/pages/careers";
import clients from "virtual:content/pages/clients";
import industries from "virtual:content/pages/industries";
import industry from "virtual:content/pages/industry";
import leadership from "virtual:content/pages/leadership";
import mediaKit from "virtual:content/pages/media-kit";
import ourBrands from "virtual:content/pages/our-brands";
import partnerships from "virtual:content/pages/partnerships";
import products from "virtual:content/pages/products";
import projects from "virtual:content/pages/projects";
import resources from "virtual:content/pages/resources";
import testimonials from "virtual:content/pages/testimonials";
import { stats, type Stat } from "~/site";
import type { SectionCopy } from "./schema";

// Section headings and intros, by page and section, each from its page's file in
// content/<locale>/pages/. Counts are filled in by the page's loader from the content they
// count ("{count} core products").

export type { SectionCopy };

/** The copy every industry page shares (content/<locale>/pages/industry.yaml). */
export const industryPage = industry;

/** The media kit's heading over the logo guidelines. */
export const mediaKitPage = {
  guidelinesTitle: mediaKit.guidelinesTitle,
  boilerplateLabels: mediaKit.boilerplateLabels,
};

/** The clients page's figures (from site.ts) and its link to every testimonial. */
export const clientsPage = {
  stats: clients.stats,
  allTestimonials: clients.allTestimonials,
  sectorsNote: clients.sectorsNote,
};

/** The leadership page's note under the team heading, with its links, and the roster's label. */
export const leadershipPage = { teamNote: leadership.teamNote, roster: leadership.roster };

/** The /our-brands page's links to the products and the media kit. */
export const ourBrandsPage = { links: ourBrands.links };

export const pageSections = {
  products: products.sections,
  careers: careers.sections,
  industries: industries.sections,
  industry: industry.sections,
  leadership: leadership.sections,
  partnerships: partnerships.sections,
  ourBrands: ourBrands.sections,
  clients: clients.sections,
  resources: resources.sections,
  mediaKit: mediaKit.sections,
} satisfies Record<string, Record<string, SectionCopy>>;

/** The label over the newest case study beside the opening of /resources. */
export const resourcesFeaturedLabel = resources.featured;

/** The figures beside the opening of the pages whose proof is in numbers (their content files). */
export const heroStats: Readonly<
  Record<"testimonials" | "projects" | "ourBrands" | "partnerships", readonly Stat[]>
> = {
  testimonials: testimonials.heroStats.map((name) => stats[name]),
  projects: projects.heroStats.map((name) => stats[name]),
  ourBrands: ourBrands.heroStats.map((name) => stats[name]),
  partnerships: partnerships.heroStats.map((name) => stats[name]),
};

/** The products whose screens stand beside the opening of /products, by name, front first. */
export const productsHeroScreens: readonly string[] = products.heroScreens;
