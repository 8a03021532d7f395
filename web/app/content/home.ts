import page from "virtual:content/pages/home";
import { stats } from "~/site";
import type { CallToAction } from "./schema";

// The home page's copy (content/<locale>/pages/home.yaml): the hero's promise, claims (figures
// from site.ts), badges and calls to action, and the headings of its sections.

export type { CallToAction };
export type HeroBadge = (typeof page.hero.badges)[number];

const { claims, badges, ctas, screens, ...hero } = page.hero;
export const homeHero = hero;

/** The products whose screens make up the hero's visual, by name, front first (checked at build). */
export const heroScreenNames: readonly string[] = screens;

/** The hero's four claims, in the order they read. */
export const heroClaims = claims.map((name) => stats[name]);
export const heroBadges: readonly HeroBadge[] = badges;
export const heroCtas = ctas;

export const productSuiteIntro = page.productSuite;
export const servicesTeaserIntro = page.services;
export const industriesIntro = page.industries;
export const testimonialsIntro = page.testimonials;
/** The description in search results and link previews. */
export const homeMetaDescription = page.metaDescription;
