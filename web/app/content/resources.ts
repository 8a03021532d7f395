import page from "virtual:content/pages/resources";

/** The /resources hub: one card per collection (content/<locale>/pages/resources.yaml). */
export type ResourceLink = (typeof page.collections)[number];
export const resourceLinks: readonly ResourceLink[] = page.collections;
