import type { Brand } from "./types";

// The two brands the company runs beside its services business (SPEC §9: 2 brands).
export const brands: readonly Brand[] = [
  {
    name: "Kaveri Labs",
    description:
      "Our applied research group: small teams that turn promising AI research into working prototypes clients can test within weeks.",
    icon: "lightbulb",
    type: "Research & Innovation Lab",
    features: ["Rapid AI prototyping", "Responsible-AI reviews", "Open-source tooling", "Joint research with universities"],
  },
  {
    name: "Kaveri Academy",
    description:
      "Training for client teams and new engineers: cohort courses in cloud, data and AI engineering, taught by the people who ship it.",
    icon: "graduation",
    type: "Training & Education",
    features: ["Cohort-based courses", "Hands-on labs on real systems", "Team upskilling programmes", "Certification preparation"],
  },
];
