import { formatStat, stats } from "~/site";
import type { TimelineItem } from "./types";

// Our story, 2019–2024 (SPEC §2). The company was founded in 2019 (site.foundingYear).
export const timeline: readonly TimelineItem[] = [
  {
    year: "2019",
    title: "Founded in Bengaluru",
    description: "Four engineers and a designer open a small office on Residency Road with one conviction: AI should be useful, not a demo.",
  },
  {
    year: "2020",
    title: "Remote-first through the pandemic",
    description: "We help hospitals and retailers move online in weeks, and learn to deliver as one team across time zones.",
  },
  {
    year: "2021",
    title: "First AI products",
    description: "Document AI and demand forecasting, built for clients, become reusable products. The team passes fifty people.",
  },
  {
    year: "2022",
    title: "Enterprise partnerships",
    description: "Partnerships with the three major cloud providers, and our first programmes for Fortune 500 clients.",
  },
  {
    year: "2023",
    title: "Responsible AI practice",
    description: "We publish our responsible AI principles and launch an evaluation practice for every model we ship.",
  },
  {
    year: "2024",
    title: "Global delivery",
    description: `${formatStat(stats.projects)} projects delivered for clients on four continents, with ${formatStat(stats.support)} support from Bengaluru and partner hubs.`,
  },
];
