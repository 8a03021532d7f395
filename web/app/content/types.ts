// The content model (SPEC §3). Every page reads its copy through these types.

import type { IconName } from "./icon-names";

export type { IconName };

export interface Feature {
  title: string;
  description: string;
}

export interface ProcessStep {
  title: string;
  description: string;
}

export interface Faq {
  question: string;
  answer: string;
}

export interface Service {
  slug: string;
  /** How /services links to it: "/services/<slug>", or a path relative to the /services route. */
  link: string;
  icon: IconName;
  title: string;
  /** One sentence for cards. */
  description: string;
  /** Two or three paragraphs for the service page's overview. */
  overview: readonly string[];
  features: readonly Feature[];
  process: readonly ProcessStep[];
  faqs: readonly Faq[];
  /** CSS gradient stops, as design-token names, for the card accent. */
  gradient: string;
  image: string;
}

export type ProductStatus =
  | "Live"
  | "Production Ready"
  | "Beta"
  | "Development"
  | "Active Development"
  | (string & {});

export interface Product {
  name: string;
  description: string;
  icon: IconName;
  features: readonly string[];
  status: ProductStatus;
  /** An external URL, or "#" when the product has no public page. */
  link: string;
}

export interface Brand {
  name: string;
  description: string;
  icon: IconName;
  features: readonly string[];
  type: string;
  link?: string;
}

export interface Testimonial {
  quote: string;
  author: string;
  role: string;
  rating: 1 | 2 | 3 | 4 | 5;
  avatar: string;
}

export interface TimelineItem {
  year: string;
  title: string;
  description: string;
}

export interface CoreValue {
  icon: IconName;
  title: string;
  description: string;
}

export interface ServiceTeaser {
  title: string;
  description: string;
  metrics: string;
  image: string;
  gradient: string;
  href: string;
}

export interface IndustryCard {
  icon: IconName;
  title: string;
  description: string;
  color: string;
  link: string;
}

export interface IndustryPage {
  slug: string;
  /** Icon key for the page header. */
  icon?: IconName;
  title: string;
  summary: string;
  challenges: readonly string[];
  approach: readonly string[];
  serviceSlugs: readonly string[];
  caseStudySlugs: readonly string[];
}

/** A member of the leadership team. No photographs: a monogram from the initials. */
export interface Leader {
  name: string;
  initials: string;
  role: string;
  bio: string;
  focus: readonly string[];
}

export interface Partner {
  name: string;
  category: string;
  description: string;
  /** What the partnership gives a client, in one sentence. */
  clientBenefit: string;
}

export interface ClientSector {
  icon: IconName;
  sector: string;
  description: string;
  /** A measured outcome, e.g. "34% fewer stock-outs". */
  outcome: string;
  clients: readonly string[];
}

export interface Project {
  slug: string;
  name: string;
  client: string;
  industry: string;
  year: number;
  summary: string;
  services: readonly string[];
  outcome: string;
  /** Cover art key. */
  image: string;
}

export interface LegalSection {
  heading: string;
  paragraphs: readonly string[];
}

export interface LegalDocument {
  title: string;
  /** ISO date, YYYY-MM-DD. */
  lastUpdated: string;
  intro: string;
  sections: readonly LegalSection[];
}

export type { CaseStudy, JobOpening, NewsPost } from "./schema";
