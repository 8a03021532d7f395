import entries from "virtual:content/jobs";
import { openPositions } from "../lib/job-openings";
import type { JobOpening } from "./schema";
import type { CoreValue, ProcessStep } from "./types";

// Careers content: the open positions (one Markdown file each in content/<locale>/jobs/), what
// we offer and how we work.

/** The open positions (a file marked `closed: true` is left out), newest first. */
export const jobOpenings: readonly JobOpening[] = openPositions(entries).sort((a, b) => b.datePosted.localeCompare(a.datePosted) || a.slug.localeCompare(b.slug));

/** An open position by its slug (a closed one is not found). */
export const findJob = (slug: string | undefined) => jobOpenings.find((job) => job.slug === slug);

/** The job page's copy and what every role shares (content/<locale>/pages/job.yaml). */
export { default as jobPage } from "virtual:content/pages/job";

export const careersValues: readonly CoreValue[] = [
  {
    icon: "target",
    title: "Outcomes over output",
    description: "We measure work by what changes for the client and their users, not by hours logged or tickets closed.",
  },
  {
    icon: "users",
    title: "Small teams, real ownership",
    description: "Teams of four to eight own a product end to end, talk to the client directly and make their own technical calls.",
  },
  {
    icon: "lightbulb",
    title: "Learning in the open",
    description: "Blameless post-mortems, weekly demos and a shared library of what worked and what didn't.",
  },
  {
    icon: "heartHandshake",
    title: "Sustainable pace",
    description: "No hero culture. On-call is paid, rotated and rare, because we build systems that stay up.",
  },
];

export const careersBenefits: readonly CoreValue[] = [
  {
    icon: "health",
    title: "Health cover for your family",
    description: "Medical insurance for you, your partner, children and parents, plus annual health checks.",
  },
  {
    icon: "graduation",
    title: "Learning budget",
    description: "₹1,00,000 a year for courses, conferences and certifications, and two paid learning days each quarter.",
  },
  {
    icon: "house",
    title: "Hybrid and flexible",
    description: "Two studio days a week in Bengaluru or fully remote roles; core hours of 11 a.m. to 4 p.m.",
  },
  {
    icon: "laptop",
    title: "Equipment of your choice",
    description: "A laptop you pick, a home-office allowance and the tools you ask for.",
  },
  {
    icon: "sprout",
    title: "Parental leave",
    description: "26 weeks for birth parents and 12 weeks for every other new parent, fully paid.",
  },
  {
    icon: "coins",
    title: "Profit sharing",
    description: "Every permanent employee shares in the company's annual profit.",
  },
];

/** How hiring works, from application to offer. */
export const hiringSteps: readonly ProcessStep[] = [
  { title: "Application", description: "Send your CV and a short note. A hiring manager, not a filter, reads every one." },
  { title: "Conversation", description: "A 45-minute call about your work, what you want next and what we are building." },
  { title: "Practical session", description: "A paired exercise on a realistic problem, in your language of choice. No take-home marathons." },
  { title: "Meet the team", description: "Meet the people you would work with, then an offer within a week." },
];
