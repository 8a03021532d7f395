import type { Service } from "./types";

// Stub: slugs and titles only; the full content arrives with the pages issue.
const stub = (slug: string, title: string): Service => ({
  slug,
  title,
  icon: "sparkles",
  description: "",
  overview: [],
  features: [],
  process: [],
  faqs: [],
  gradient: "",
  image: "",
});

export const services: readonly Service[] = [
  stub("design", "Digital Experience Design"),
  stub("development", "Software Development"),
  stub("devops", "DevOps & Platform Engineering"),
  stub("data-analytics", "Data & Analytics"),
  stub("cloud", "Cloud Services"),
  stub("qa-testing", "QA & Testing"),
  stub("maintenance", "Support & Maintenance"),
  stub("consulting", "Technology Consulting"),
];

export function findService(slug: string | undefined): Service | undefined {
  return services.find((s) => s.slug === slug);
}
