// The content model's types, under the names the components use. Every one is inferred from
// the schemas (schema/) that the build validates the content files against.

export type { IconName } from "./icon-names";
export type {
  Brand,
  CaseStudy,
  CoreValue,
  Faq,
  Feature,
  IndustryCard,
  IndustryPage,
  JobOpening,
  Leader,
  NewsPost,
  Outcome,
  ProcessStep,
  Product,
  ProductStatus,
  Project,
  Service,
  Testimonial,
  TimelineItem,
} from "./schema";
export type { ClientSector } from "./clients";
export type { Partner } from "./partners";
export type { ServiceTeaser } from "./service-teasers";
