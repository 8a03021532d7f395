import { site, stats } from "~/site";
import type { PageIntro } from "./page-intros";
import type { CoreValue } from "./types";

// Our story: mission, vision and the four core values (SPEC §2, §9).

export const mission = {
  icon: "target",
  title: "Our mission",
  body: "To help organisations put artificial intelligence to work in ways that are useful, measurable and responsible, by designing, building and running the software that makes it real.",
} as const;

export const vision = {
  icon: "eye",
  title: "Our vision",
  body: "A world where every organisation, not only the largest, can use AI with confidence: systems people trust because they understand them, and outcomes that last beyond the launch.",
} as const;

export const coreValues: readonly CoreValue[] = [
  {
    icon: "target",
    title: "Outcomes over output",
    description: "We measure ourselves by the results our clients see, not the hours we log or the features we ship.",
  },
  {
    icon: "shield",
    title: "Honest by default",
    description: "We say what AI can and cannot do, share bad news early, and put our reasoning in writing.",
  },
  {
    icon: "users",
    title: "People first",
    description: "Software is used by people. We design for them, include them, and build teams where everyone can do their best work.",
  },
  {
    icon: "sprout",
    title: "Always learning",
    description: "Every project ends with a review. What we learn goes into our practices, our products and our people.",
  },
];

export const storyIntro: PageIntro = {
  metaTitle: "Our Story",
  description: `How ${site.name} grew from a five-person Bengaluru studio in ${site.foundingYear} to a global AI partner: our mission, vision, values and milestones.`,
  eyebrow: "Our story",
  title: `Building useful AI since ${site.foundingYear}`,
  lead: `${site.name} began in Bengaluru with a small team and a simple idea: artificial intelligence earns its place only when it makes someone's work better. ${stats.yearsLeadership.number} years on, that idea still guides every project.`,
};

/** The figures that count up on the story page. */
export const storyStats = [stats.projects, stats.enterpriseClients, stats.aiProducts, stats.successRate] as const;

export const storySections = {
  values: { eyebrow: "What we stand for", title: "Our core values" },
  journey: { eyebrow: "Our journey", title: "From a Bengaluru studio to a global partner" },
  numbers: { eyebrow: "By the numbers", title: `What ${stats.yearsLeadership.number} years have added up to` },
} as const;

export const storyCta = {
  title: "Write the next chapter with us",
  body: "Whether you are a client with a hard problem or an engineer who wants to solve one, we would like to hear from you.",
  primary: { label: "Start a Project", href: "/contact" },
  secondary: { label: "See Open Roles", href: "/careers" },
} as const;
