import { formatStat, stats, trustedBy } from "~/site";
import type { IconName } from "./types";

// The home page's hero: the promise, the claims (SPEC §1, from site.ts stats), badges, CTAs.

export const homeHero = {
  eyebrow: "AI-first digital transformation",
  title: "Turn AI ideas into software that ships",
  lead:
    "We design, build and run intelligent products for enterprises and ambitious startups: strategy, experience design, engineering, cloud and data, delivered by one accountable team from Bengaluru to the world.",
  trustedBy,
  image: "home-hero",
} as const;

/** The hero's four claims, in the order they read. */
export const heroClaims = [
  stats.projects,
  stats.enterpriseClients,
  stats.aiProductsHome,
  stats.yearsLeadership,
] as const;

export interface HeroBadge {
  icon: IconName;
  label: string;
}

export const heroBadges: readonly HeroBadge[] = [
  { icon: "shield", label: "Enterprise-Grade Security" },
  { icon: "brain", label: "AI-First Approach" },
  { icon: "zap", label: `${formatStat(stats.uptime)} ${stats.uptime.label}` },
];

export interface CallToAction {
  label: string;
  href: string;
  /** A sentence before the link, for a call to action shown as text. */
  lead?: string;
}

export const heroCtas = {
  primary: { label: "Start Your Transformation", href: "/contact" },
  secondary: { label: "View Success Stories", href: "/resources/case-studies" },
  tertiary: { label: "Contact Us", href: "/contact", lead: "Prefer to talk it through first?" },
} as const satisfies Record<string, CallToAction>;

export const productSuiteIntro = {
  eyebrow: "Product suite",
  title: "AI products our clients run every day",
  intro: "Ready-to-deploy platforms built from what we learned delivering custom work. Each one runs in production today.",
  cta: { label: "See all products", href: "/products" },
} as const;

export const servicesTeaserIntro = {
  eyebrow: "What we do",
  title: "From first sketch to systems that never sleep",
  intro: "Four practices, one team. Every engagement is measured against the outcome you care about.",
  cta: { label: "Explore All Services", href: "/services" },
} as const;

export const industriesIntro = {
  eyebrow: "Industries",
  title: "Deep expertise where it matters",
  intro: "We learn how your sector works before we write a line of code, so the software fits the regulations, the margins and the people.",
  cta: { label: "Discover All Solutions", href: "/industries" },
} as const;

export const testimonialsIntro = {
  eyebrow: "Client voices",
  title: "What our clients say",
  cta: { label: "Read all testimonials", href: "/testimonials" },
} as const;

export const homeCta = {
  title: "Ready to start your transformation?",
  body: "Bring us the problem, not a specification. In one conversation we will tell you what AI can do for it, what it will cost and what it will not do.",
  primary: heroCtas.primary,
  secondary: { label: "Explore our products", href: "/products" },
} as const;
