import {
  aiCapabilities,
  assistantDefaultReply,
  careersReplyCopy,
  pricingModels,
  replyCopy,
} from "~/content/assistant";
import { jobOpenings } from "~/content/jobs";
import { contactCta } from "~/content/navigation";
import { products } from "~/content/products";
import { services } from "~/content/services";
import type { Service } from "~/content/types";
import { site } from "~/site";
import { intlLocale } from "~/lib/locale";
import { fillPlaceholders } from "~/lib/placeholders";
import type { MessageLink } from "./messages";
import type { Topic } from "./topics";

// The canned replies, built from the site's content so they never drift from the pages.

export interface Reply {
  text: string;
  links: readonly MessageLink[];
}

/**
 * The assistant lists the seven services we deliver. Consulting is left out on purpose: it is
 * advisory work that shapes the others, and the pricing reply already offers a consultation.
 */
const advisoryServiceSlug = "consulting";
export const deliveredServices: readonly Service[] = services.filter(
  (s) => s.slug !== advisoryServiceSlug,
);

const bullets = (items: readonly string[]) => items.map((item) => `• ${item}`).join("\n");

const websiteHost = new URL(site.url).host;

const numbers = new Intl.NumberFormat(intlLocale);

/** A reply's intro with the length of the list that follows it ("We offer 7 core services:"), written in the page's digits. */
const counted = (intro: string, count: number) =>
  fillPlaceholders(intro, { count: numbers.format(count) });

export const topicReplies: Record<Topic, () => Reply> = {
  services: () => ({
    text: `${counted(replyCopy.services.intro, deliveredServices.length)}\n${bullets(deliveredServices.map((s) => s.title))}\n${replyCopy.services.question}`,
    links: [{ href: "/services", label: replyCopy.services.link }],
  }),
  products: () => ({
    text: `${counted(replyCopy.products.intro, products.length)}\n${bullets(products.map((p) => `${p.name} (${p.status})`))}`,
    links: [{ href: "/products", label: replyCopy.products.link }],
  }),
  ai: () => ({
    text: `${counted(replyCopy.ai.intro, aiCapabilities.length)}\n${bullets(aiCapabilities)}`,
    links: [
      { href: "/products", label: replyCopy.ai.products },
      { href: "/resources/case-studies", label: replyCopy.ai.stories },
    ],
  }),
  contact: () => {
    const { intro, email, phone, website, respond } = replyCopy.contact;
    return {
      text: `${intro}\n${bullets([email, phone, fillPlaceholders(website, { name: websiteHost })])}\n${respond}`,
      links: [contactCta],
    };
  },
  careers: () => ({
    text: `${careersReplyCopy.intro}\n${bullets(jobOpenings.map((j) => `${j.title} (${j.location})`))}\n${careersReplyCopy.howToApply}`,
    links: [
      ...jobOpenings.map((j) => ({
        href: `/careers/${j.slug}#apply`,
        label: careersReplyCopy.applyFor.replace("{name}", j.title),
      })),
      { href: "/careers", label: careersReplyCopy.allPositions },
    ],
  }),
  pricing: () => ({
    text: `${replyCopy.pricing.intro}\n${bullets(pricingModels.map((m) => `${m.name}: ${m.summary}`))}\n${replyCopy.pricing.outro}`,
    links: [contactCta],
  }),
  about: () => ({
    text: replyCopy.about.text,
    links: [{ href: "/about-us/our-story", label: replyCopy.about.link }],
  }),
};

export const defaultReply = (): Reply => ({
  text: assistantDefaultReply,
  links: [contactCta],
});
