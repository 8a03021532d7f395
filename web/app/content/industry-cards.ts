import type { IndustryCard } from "./types";

// The home page's industries grid (SPEC §2): ten cards. Consumer Goods and Distribution and
// Retail both lead to /industries/retail, as the spec says.
export const industryCards: readonly IndustryCard[] = [
  {
    icon: "radio",
    title: "Communications, Media & Information Services",
    description: "Personalised content, smarter networks and subscriber analytics that reduce churn.",
    color: "from-brand-700 to-brand-500",
    link: "/industries/communications",
  },
  {
    icon: "truck",
    title: "Consumer Goods and Distribution",
    description: "Demand sensing, trade promotion analytics and distributor portals that keep shelves full.",
    color: "from-accent-600 to-brand-600",
    link: "/industries/retail",
  },
  {
    icon: "graduation",
    title: "Education",
    description: "Adaptive learning platforms and campus systems that put every learner on their own path.",
    color: "from-brand-600 to-accent-600",
    link: "/industries/education",
  },
  {
    icon: "zap",
    title: "Energy, Resources & Utilities",
    description: "Grid analytics, predictive maintenance and customer self-service for the energy transition.",
    color: "from-brand-800 to-accent-600",
    link: "/industries/energy",
  },
  {
    icon: "health",
    title: "Healthcare",
    description: "Patient-flow optimisation, clinical document AI and secure, compliant digital front doors.",
    color: "from-accent-600 to-brand-700",
    link: "/industries/healthcare",
  },
  {
    icon: "cpu",
    title: "High Tech",
    description: "Product engineering, AI features and developer platforms for software and hardware companies.",
    color: "from-brand-700 to-night",
    link: "/industries/high-tech",
  },
  {
    icon: "factory",
    title: "Manufacturing",
    description: "Visual inspection, connected factories and supply planning that cut waste and downtime.",
    color: "from-night to-brand-700",
    link: "/industries/manufacturing",
  },
  {
    icon: "landmark",
    title: "Public Services",
    description: "Accessible citizen services and data platforms built for transparency and trust.",
    color: "from-brand-600 to-brand-800",
    link: "/industries/public-services",
  },
  {
    icon: "shop",
    title: "Retail",
    description: "Omnichannel commerce, recommendations and store operations tuned by real-time data.",
    color: "from-brand-500 to-accent-600",
    link: "/industries/retail",
  },
  {
    icon: "plane",
    title: "Travel and Logistics",
    description: "Shipment visibility, route optimisation and booking journeys that handle disruption gracefully.",
    color: "from-accent-600 to-night",
    link: "/industries/travel-logistics",
  },
];
