// Pieces of copy that many pages and entries share: a page's opening, a section's heading, a
// call to action, a feature.
import { z } from "zod";
import { fields, href, iconName, paragraph, text } from "./fields.ts";

/** The opening of a page: its search snippet (meta title and description), eyebrow, <h1> and lead. */
export const pageIntro = fields({
  metaTitle: text(),
  description: paragraph(),
  eyebrow: text(),
  title: text(),
  lead: paragraph(),
});

/** A page whose own copy is its opening only (the rest comes from its collection). */
export const introOnly = fields({ intro: pageIntro });

/** A title and a sentence or two: a feature, a process step, a benefit. */
export const feature = fields({ title: text(), description: paragraph() });
/** A feature with its icon: a value, a benefit. */
export const iconFeature = fields({ icon: iconName(), title: text(), description: paragraph() });
export const callToAction = fields({
  label: text(),
  href: href(),
  /** A sentence before the link. */ lead: text().optional(),
});
/** A section's heading: the small eyebrow, the heading and an optional intro. */
export const sectionCopy = fields({
  eyebrow: text().optional(),
  title: text(),
  intro: paragraph().optional(),
});
/** Section headings of a page, by section. */
export const sections = <K extends string>(...keys: K[]) =>
  fields(
    Object.fromEntries(keys.map((key) => [key, sectionCopy])) as Record<K, typeof sectionCopy>,
  );

export type PageIntro = z.infer<typeof pageIntro>;
export type SectionCopy = z.infer<typeof sectionCopy>;
export type CallToAction = z.infer<typeof callToAction>;
export type Feature = z.infer<typeof feature>;
export type ProcessStep = Feature;
export type CoreValue = z.infer<typeof iconFeature>;
