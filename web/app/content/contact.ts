import page from "virtual:content/pages/contact";
import type { PageIntro } from "./schema";

// The contact page's copy (content/<locale>/pages/contact.yaml). Every address, number and
// promise in it refers to site.ts.

export type ContactCard = (typeof page.cards)[number];
export type ContactLine = ContactCard["lines"][number];

export const contactIntro: PageIntro = page.intro;
export const contactCards: readonly ContactCard[] = page.cards;

/** What happens after the visitor sends the form. */
export const nextSteps = page.nextSteps;
export const formIntro = page.form;
