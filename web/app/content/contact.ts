import { site } from "~/site";
import type { PageIntro } from "./page-intros";
import type { IconName } from "./types";

// The contact page's copy. Every address, number and promise comes from site.ts.

const { contact } = site;
const { address } = contact;

export const contactIntro: PageIntro = {
  metaTitle: "Contact Us",
  description: `Talk to ${site.name} about a project: email, phone, our Bengaluru office and an enquiry form. We reply ${contact.responseTime}.`,
  eyebrow: "Contact",
  title: "Let's talk about your project",
  lead: `Tell us what you want to achieve. A senior consultant replies ${contact.responseTime}, and the first step is a free ${contact.callLength} call to understand your goals.`,
};

export interface ContactLine {
  text: string;
  /** mailto:, tel: or an external URL; absent for plain text. */
  href?: string;
  /** Opens in a new tab (external maps). */
  external?: boolean;
}

export interface ContactCard {
  icon: IconName;
  title: string;
  description: string;
  lines: readonly ContactLine[];
}

export const contactCards: readonly ContactCard[] = [
  {
    icon: "mail",
    title: "Email us",
    description: `We reply to every message ${contact.responseTime}.`,
    lines: [
      { text: contact.email, href: `mailto:${contact.email}` },
      { text: contact.salesEmail, href: `mailto:${contact.salesEmail}` },
    ],
  },
  {
    icon: "phone",
    title: "Call us",
    description: "Speak to a consultant in business hours.",
    lines: [{ text: contact.phone, href: contact.phoneHref }, { text: contact.hours }],
  },
  {
    icon: "mapPin",
    title: "Visit us",
    description: "Our headquarters and delivery centre.",
    lines: [
      { text: address.street },
      { text: `${address.locality}, ${address.region} ${address.postalCode}, ${address.country}` },
      { text: "Open in maps", href: contact.mapsUrl, external: true },
    ],
  },
  {
    icon: "clock",
    title: "Business hours",
    description: "When our sales and consulting team is available.",
    lines: [{ text: contact.hours }, { text: `Response ${contact.responseTime}` }],
  },
];

/** What happens after the visitor sends the form. */
export const nextSteps = {
  title: "What happens next",
  steps: [
    `We read your enquiry and reply ${contact.responseTime}.`,
    `We book a free ${contact.callLength} call to understand your goals and constraints.`,
    "You receive a short written proposal with options, timelines and a price range.",
  ],
} as const;

export const formIntro = {
  promise: `Response ${contact.responseTime}`,
  title: "Send us an enquiry",
  lead: "A few details help us put the right people on the call.",
} as const;
