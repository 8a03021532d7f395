import data from "virtual:content/partners";
import type { Feature } from "./schema";

// Technology partners by category, and what a partnership means for a client
// (content/<locale>/partners.yaml).
export type Partner = (typeof data.partners)[number];

/** Partner groups, in page order; each partner's `category` is one of these names. */
export const partnerCategories: readonly { id: string; name: string; description: string }[] =
  data.categories;
export const partners: readonly Partner[] = data.partners;
export const partnershipBenefits: readonly Feature[] = data.benefits;
