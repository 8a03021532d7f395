import type { ClientSector } from "./types";

export const clientSectors: readonly ClientSector[] = [
  {
    icon: "shop",
    sector: "Retail & consumer goods",
    description: "Forecasting, pricing and unified commerce for store chains and consumer brands.",
    outcome: "34% fewer stock-outs for a 240-store home retailer",
    clients: ["Northwind Home & Living", "Tarang Fashion House", "Annapurna Foods"],
  },
  {
    icon: "health",
    sector: "Healthcare",
    description: "Patient flow, clinical documentation and interoperability for hospital networks.",
    outcome: "Outpatient waits cut from 118 to 46 minutes",
    clients: ["Aarogya Hospitals", "Sanjeevani Diagnostics"],
  },
  {
    icon: "graduation",
    sector: "Education",
    description: "Offline-first learning platforms and AI tutoring in Indian languages.",
    outcome: "Two million monthly active students",
    clients: ["Vidya Bharati Learning", "Pragati Skills Foundation"],
  },
  {
    icon: "zap",
    sector: "Energy & utilities",
    description: "Platform engineering, forecasting and field-service apps for grid operators.",
    outcome: "Releases from monthly to daily, recovery in 18 minutes",
    clients: ["Nordlys Energy", "Deccan Solar Parks"],
  },
  {
    icon: "factory",
    sector: "Manufacturing",
    description: "Visual inspection, predictive maintenance and connected-factory data.",
    outcome: "Defect escapes down 64% at full line speed",
    clients: ["Mysuru Precision Components", "Hosur Auto Systems"],
  },
  {
    icon: "truck",
    sector: "Travel & logistics",
    description: "Real-time tracking, arrival prediction and customer APIs for freight networks.",
    outcome: "Where-is-my-shipment calls down 61%",
    clients: ["Dakshin Freight Lines", "Coastal Air Cargo"],
  },
  {
    icon: "landmark",
    sector: "Financial services",
    description: "Claims automation, fraud detection and customer onboarding for insurers and lenders.",
    outcome: "Straight-through claims processing from 30% to 72%",
    clients: ["Suraksha General Insurance", "Kaveri Valley Co-operative Bank"],
  },
  {
    icon: "cpu",
    sector: "Technology & start-ups",
    description: "AI features, platform scaling and cloud cost reviews for software companies.",
    outcome: "Cloud spend down 27% without slowing releases",
    clients: ["Lumen Analytics", "Pathshala Labs"],
  },
];

/** How we work with clients: the engagement models a buyer can choose. */
export const engagementModels: readonly { title: string; description: string }[] = [
  { title: "Project-based", description: "A fixed scope, a fixed price and a delivery date, for well-understood work." },
  { title: "Dedicated team", description: "A cross-functional team that works as part of yours, month by month." },
  { title: "Retainer", description: "Ongoing support, maintenance and improvements with agreed response times." },
];
