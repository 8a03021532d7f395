import {
  aiCapabilities,
  assistantDefaultReply,
  careersReplyCopy,
  pricingModels,
} from "~/content/assistant";
import { jobOpenings } from "~/content/jobs";
import { contactCta } from "~/content/navigation";
import { products } from "~/content/products";
import { services } from "~/content/services";
import type { Service } from "~/content/types";
import { formatStat, site, stats } from "~/site";
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

const companyFacts = {
  foundingYear: site.foundingYear,
  projects: formatStat(stats.projects),
  enterpriseClients: formatStat(stats.enterpriseClients),
} as const;

const bullets = (items: readonly string[]) => items.map((item) => `• ${item}`).join("\n");

const websiteHost = new URL(site.url).host;

export const topicReplies: Record<Topic, () => Reply> = {
  services: () => ({
    text: `We offer ${deliveredServices.length} core services:\n${bullets(deliveredServices.map((s) => s.title))}\nWhich one would you like to hear more about?`,
    links: [{ href: "/services", label: "Explore All Services" }],
  }),
  products: () => ({
    text: `Our ${products.length} core products:\n${bullets(products.map((p) => `${p.name} (${p.status})`))}`,
    links: [{ href: "/products", label: "Explore All Products" }],
  }),
  ai: () => ({
    text: `AI is at the heart of what we build. Our ${aiCapabilities.length} AI capabilities:\n${bullets(aiCapabilities)}`,
    links: [
      { href: "/products", label: "Our AI Products" },
      { href: "/resources/case-studies", label: "View Success Stories" },
    ],
  }),
  contact: () => ({
    text: `You can reach our team at:\n• Email: ${site.contact.email}\n• Phone: ${site.contact.phone}\n• Website: ${websiteHost}\nWe respond ${site.contact.chatResponseTime}.`,
    links: [contactCta],
  }),
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
    text: `Every engagement is priced to fit. Our pricing models:\n${bullets(pricingModels.map((m) => `${m.name}: ${m.summary}`))}\nTell us about your project for a tailored quote.`,
    links: [contactCta],
  }),
  about: () => ({
    text: `${site.name} was founded in ${companyFacts.foundingYear}. Since then we have delivered ${companyFacts.projects} projects for ${companyFacts.enterpriseClients} enterprise clients, with an AI-first approach to digital transformation.`,
    links: [{ href: "/about-us/our-story", label: "Our Story" }],
  }),
};

export const defaultReply = (): Reply => ({
  text: assistantDefaultReply,
  links: [contactCta],
});
