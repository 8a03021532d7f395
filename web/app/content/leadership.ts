import type { Leader } from "./types";

export const leaders: readonly Leader[] = [
  {
    name: "Priya Nataraj",
    initials: "PN",
    role: "Co-founder & Chief Executive Officer",
    bio: "Priya spent fifteen years leading digital programmes for banks and insurers in Bengaluru, Singapore and London before co-founding Kaveri Digital in 2019. She still runs the first workshop with every new enterprise client.",
    focus: ["Client partnerships", "Company strategy", "Responsible AI"],
  },
  {
    name: "Karthik Subramanian",
    initials: "KS",
    role: "Co-founder & Chief Technology Officer",
    bio: "Karthik has built distributed systems since the early days of cloud computing, from payment switches to national-scale identity services. He sets the engineering bar and reviews every production architecture.",
    focus: ["Architecture", "Platform engineering", "Engineering culture"],
  },
  {
    name: "Dr. Fatima Sheikh",
    initials: "FS",
    role: "Chief AI Officer",
    bio: "Fatima leads the AI Innovation Lab. A former research scientist in speech and language technology, she has shipped multilingual models used by millions and insists every model ships with its evaluation suite.",
    focus: ["Applied machine learning", "Model evaluation", "Indian-language AI"],
  },
  {
    name: "Rohan D'Souza",
    initials: "RD",
    role: "Chief Operating Officer",
    bio: "Rohan runs delivery, finance and people operations. He joined from a global consultancy where he led a 900-person delivery centre, and brought with him an allergy to status reports nobody reads.",
    focus: ["Delivery excellence", "Operations", "Talent"],
  },
  {
    name: "Lakshmi Venkatesh",
    initials: "LV",
    role: "Head of Design",
    bio: "Lakshmi leads research and product design. She has designed public services used by tens of millions of citizens and champions accessibility as a baseline, not a feature.",
    focus: ["Service design", "Accessibility", "Design systems"],
  },
  {
    name: "James O'Connell",
    initials: "JO",
    role: "Managing Director, North America & Europe",
    bio: "James looks after clients in North America and Europe from the company's eastern-time desk. He spent two decades in supply-chain technology before joining Kaveri Digital in 2022.",
    focus: ["International clients", "Logistics & retail", "Partnerships"],
  },
];
