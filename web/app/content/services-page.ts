import { site, stats } from "~/site";
import type { CallToAction } from "./home";
import type { PageIntro } from "./page-intros";

// The /services page: its opening, the hero figures, and its calls to action.

export const servicesIntro: PageIntro = {
  metaTitle: "Services",
  description: `Eight services from ${site.name}: experience design, software development, DevOps, data and analytics, cloud, QA and testing, support and consulting, delivered by one accountable team.`,
  eyebrow: "Services",
  title: "Eight services, one accountable team",
  lead: "Eight practices under one roof, so strategy, design, engineering and operations stay in the same conversation. Pick one, or let us run the whole journey.",
};

export const servicesHeroStats = [stats.projects, stats.successRate, stats.support, stats.clientSavings] as const;

export const servicesCtas = {
  primary: { label: "Start a Project", href: "/contact" },
  secondary: { label: "View Success Stories", href: "/resources/case-studies" },
} as const satisfies Record<string, CallToAction>;

export const servicesCta = {
  title: "Not sure which service you need?",
  body: `Most clients start with a conversation. Tell us about the problem and we will suggest the smallest useful first step, with a reply ${site.contact.responseTime}.`,
  primary: { label: "Talk to an Expert", href: "/contact" },
  secondary: { label: "See Our Products", href: "/products" },
} as const;
