import { formatStat, stats } from "~/site";
import type { ServiceTeaser } from "./types";

// The four service cards on the home page (SPEC §1): exact titles and metrics.
export const serviceTeasers: readonly ServiceTeaser[] = [
  {
    title: "Digital Experience Design",
    description: "Research-led interfaces that make complex, AI-powered products feel effortless for every user.",
    metrics: "99% User Satisfaction",
    image: "teaser-experience",
    gradient: "from-brand-700 to-brand-500",
    href: "/services/design",
  },
  {
    title: "Next-Gen Development",
    description: "Web, mobile and platform engineering with AI built in, shipped in small, tested increments.",
    metrics: "10x Faster Delivery",
    image: "teaser-development",
    gradient: "from-brand-800 to-brand-600",
    href: "/services/development",
  },
  {
    title: "Enterprise Infrastructure",
    description: "Cloud platforms, pipelines and around-the-clock operations for systems that cannot go down.",
    metrics: `${formatStat(stats.uptime)} Uptime`,
    image: "teaser-infrastructure",
    gradient: "from-accent-600 to-brand-600",
    href: "/services/cloud",
  },
  {
    title: "AI Innovation Lab",
    description: "From first prototype to production models: assistants, forecasting and document intelligence.",
    metrics: "40% Efficiency Gain",
    image: "teaser-ai-lab",
    gradient: "from-brand-700 to-night",
    href: "/services/consulting",
  },
];
