import type { IconName } from "./types";

/** The /resources hub: one card per collection. */
export interface ResourceLink {
  icon: IconName;
  title: string;
  href: string;
  description: string;
}

export const resourceLinks: readonly ResourceLink[] = [
  { icon: "chart", title: "Case studies", href: "/resources/case-studies", description: "Six engagements in depth: challenge, solution, technologies and measured results." },
  { icon: "layers", title: "Projects", href: "/resources/projects", description: "A portfolio of recent builds that are in production today." },
  { icon: "download", title: "Media kit", href: "/resources/media-kit", description: "Logo files, brand colours, boilerplate text and our press contact." },
  { icon: "newspaper", title: "What's new", href: "/whats-new", description: "Product releases, milestones and news from the AI Innovation Lab, with an RSS feed." },
  { icon: "users", title: "Testimonials", href: "/testimonials", description: "What clients say about working with us, in their own words." },
  { icon: "briefcase", title: "Careers", href: "/careers", description: "Open positions, our values and the benefits we offer." },
];
