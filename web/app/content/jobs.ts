import type { CoreValue, JobOpening, ProcessStep } from "./types";

// Careers content: the four open positions (SPEC §9), what we offer and how we work.

export const jobOpenings: readonly JobOpening[] = [
  {
    slug: "senior-ai-engineer",
    title: "Senior AI Engineer",
    department: "AI Innovation Lab",
    location: "Bengaluru (Hybrid)",
    type: "Full-time",
    experience: "5+ years",
    summary:
      "Design, evaluate and ship LLM and machine-learning features for enterprise clients, from retrieval pipelines to evaluation harnesses and production monitoring.",
    datePosted: "2024-11-18",
  },
  {
    slug: "full-stack-developer",
    title: "Full-Stack Developer (React & Rust)",
    department: "Engineering",
    location: "Bengaluru (Hybrid)",
    type: "Full-time",
    experience: "3+ years",
    summary:
      "Build fast, accessible web products end to end: typed React front ends, Rust and TypeScript services, and the tests that keep them honest.",
    datePosted: "2024-11-04",
  },
  {
    slug: "cloud-devops-engineer",
    title: "Cloud & DevOps Engineer",
    department: "Platform Engineering",
    location: "Remote (India)",
    remote: true,
    type: "Full-time",
    experience: "4+ years",
    summary:
      "Own infrastructure as code, CI/CD and observability for client platforms on AWS, Azure and GCP, and help teams release daily with confidence.",
    datePosted: "2024-10-21",
  },
  {
    slug: "product-designer",
    title: "Senior Product Designer",
    department: "Design",
    location: "Bengaluru (Hybrid)",
    type: "Full-time",
    experience: "5+ years",
    summary:
      "Lead research-driven design for complex enterprise and public-service products, from discovery workshops to accessible design systems.",
    datePosted: "2024-10-07",
  },
];

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
