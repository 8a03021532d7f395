import { stats } from "../site"; // relative: the route config imports this module outside Vite
import type { IndustryPage } from "./types";

// The nine industry pages linked from the industries grid: each sector's challenges, what we
// do there, the services it draws on and case studies to read.

/** The /industries intro (SPEC §1: over 25 years, multiple industries, 55 countries). */
export const industriesIntro = {
  title: "Industries",
  lead: `Our founders and senior engineers have led innovation for over ${stats.yearsInnovation.number} years, across multiple industries and ${stats.countries.number} countries. We bring that pattern library to every engagement, and we learn each sector's rules before we write a line of code.`,
  approach: [
    {
      icon: "shield",
      title: "Compliance designed in",
      description: "Data residency, audit trails and access controls are part of the first architecture sketch, not a retrofit before go-live.",
    },
    {
      icon: "users",
      title: "Domain experts on the team",
      description: "Each engagement pairs engineers with people who have worked in the sector: clinicians, planners, plant engineers.",
    },
    {
      icon: "chart",
      title: "Outcomes you can measure",
      description: "We agree the baseline and the metric before we start, and report against them every sprint.",
    },
  ],
} as const;

export const industryPages: readonly IndustryPage[] = [
  {
    slug: "communications",
    icon: "radio",
    title: "Communications, Media & Information Services",
    summary:
      "Telecom operators, broadcasters and publishers use our platforms to personalise content, automate customer care and run networks with fewer outages.",
    challenges: [
      "Subscribers churn the moment a competitor offers a better bundle, and generic retention offers waste margin.",
      "Contact centres handle millions of repetitive queries in many languages, at rising cost.",
      "Content libraries are large but poorly tagged, so audiences never find most of what was paid for.",
      "Network and streaming incidents are found by customers before the operations team sees them.",
    ],
    approach: [
      "Churn and next-best-offer models that recommend the right retention action per subscriber, with uplift measured against a control group.",
      "Multilingual voice and chat assistants that resolve routine requests and hand over to an agent with full context.",
      "AI-assisted metadata and search that tag archives by topic, people and mood, with editors approving every change.",
      "Observability and anomaly detection across network and streaming platforms, alerting on user impact rather than raw thresholds.",
    ],
    serviceSlugs: ["data-analytics", "development", "devops", "consulting"],
    caseStudySlugs: ["dakshin-freight-visibility", "vidya-learning-platform"],
  },
  {
    slug: "retail",
    icon: "shop",
    title: "Retail, Consumer Goods and Distribution",
    summary:
      "We help retailers and consumer brands forecast demand, price with confidence and give shoppers a fast, consistent experience in store and online.",
    challenges: [
      "Demand is volatile and local; planning from last year's sales leaves shelves empty and warehouses full.",
      "Pricing and promotions are set by intuition and rarely evaluated afterwards.",
      "Online and store systems disagree about stock, orders and customers.",
      "Slow, inaccessible storefronts lose mobile shoppers at checkout.",
    ],
    approach: [
      "Store-by-week demand forecasting with explanations buyers can challenge and adjust.",
      "Promotion and markdown analytics that measure true incremental sales.",
      "Unified commerce platforms with a single view of inventory and customer across channels.",
      "Fast, accessible storefronts built and tested against real devices and budgets.",
    ],
    serviceSlugs: ["data-analytics", "design", "development", "cloud"],
    caseStudySlugs: ["northwind-demand-forecasting", "dakshin-freight-visibility"],
  },
  {
    slug: "education",
    icon: "graduation",
    title: "Education",
    summary:
      "Schools, universities and ed-tech companies use our platforms to reach learners on any device and any connection, in their own language.",
    challenges: [
      "Learners on low-cost phones and patchy networks are shut out of platforms built for broadband.",
      "Content exists in one or two languages, while classrooms speak many.",
      "Teachers are buried in administration and have little insight into who is falling behind.",
      "Student data needs careful protection, especially for minors.",
    ],
    approach: [
      "Offline-first apps that sync lessons and progress whenever a signal appears.",
      "AI tutoring and content translation in Indian and international languages, reviewed by educators.",
      "Simple dashboards that flag learners who need help, on the devices teachers already carry.",
      "Privacy-by-design data handling with consent flows suitable for schools.",
    ],
    serviceSlugs: ["design", "development", "data-analytics", "qa-testing"],
    caseStudySlugs: ["vidya-learning-platform"],
  },
  {
    slug: "energy",
    icon: "zap",
    title: "Energy, Resources & Utilities",
    summary:
      "Utilities, renewable developers and resource companies work with us to modernise grid software, forecast load and release safely in regulated environments.",
    challenges: [
      "Legacy metering and outage systems are released rarely and painfully, slowing every improvement.",
      "Renewable generation makes supply harder to predict and balance.",
      "Field crews work from paper or disconnected apps.",
      "Regulators expect evidence of every change to critical systems.",
    ],
    approach: [
      "Platform engineering that takes releases from monthly change windows to daily, with automated rollback.",
      "Load and generation forecasting combining weather, sensor and market data.",
      "Mobile field-service apps that work offline in remote sites.",
      "Compliance evidence generated automatically from pipelines and infrastructure code.",
    ],
    serviceSlugs: ["devops", "cloud", "data-analytics", "maintenance"],
    caseStudySlugs: ["nordlys-platform-engineering"],
  },
  {
    slug: "healthcare",
    icon: "health",
    title: "Healthcare",
    summary:
      "Hospitals, diagnostics networks and health-tech companies use our software to cut waiting times, reduce paperwork and keep patient data safe.",
    challenges: [
      "Patients wait for hours because schedules ignore no-shows and real consultation lengths.",
      "Clinicians spend a large share of their day on documentation.",
      "Systems from different vendors cannot share patient records cleanly.",
      "Patient data must stay private and, often, on premises.",
    ],
    approach: [
      "Predictive scheduling and patient-flow tools, with clear queue updates for patients.",
      "Documentation assistants that draft summaries for clinicians to review and sign.",
      "Interoperability built on FHIR and HL7 standards.",
      "Deployments inside the hospital's own network, with role-based access and full audit logs.",
    ],
    serviceSlugs: ["development", "data-analytics", "qa-testing", "consulting"],
    caseStudySlugs: ["aarogya-patient-flow"],
  },
  {
    slug: "high-tech",
    icon: "cpu",
    title: "High Tech",
    summary:
      "Software companies and device makers bring us in to add AI features, scale their platforms and ship faster without breaking what customers rely on.",
    challenges: [
      "Roadmaps promise AI features, but prototypes rarely survive contact with production data.",
      "Platforms built for the first thousand customers strain at the next hundred thousand.",
      "Release processes slow down as teams and services multiply.",
      "Cloud bills grow faster than revenue.",
    ],
    approach: [
      "Production-grade AI features with evaluation suites, guardrails and cost controls.",
      "Architecture reviews and targeted rewrites of the hot paths, often in Rust or Go.",
      "Platform engineering: paved roads, progressive delivery and shared observability.",
      "FinOps reviews that find and remove waste without slowing teams down.",
    ],
    serviceSlugs: ["development", "devops", "cloud", "consulting"],
    caseStudySlugs: ["nordlys-platform-engineering", "vidya-learning-platform"],
  },
  {
    slug: "manufacturing",
    icon: "factory",
    title: "Manufacturing",
    summary:
      "Manufacturers use our computer vision, analytics and connected-factory work to raise quality and uptime on lines they already run.",
    challenges: [
      "Manual inspection misses defects, especially late in a shift.",
      "Machine data sits in isolated controllers and never reaches decision makers.",
      "Unplanned downtime is expensive and hard to predict.",
      "Plant and enterprise systems do not talk to each other.",
    ],
    approach: [
      "Edge-deployed visual inspection that runs at line speed and learns from inspectors' decisions.",
      "Connected-factory data platforms built on OPC UA and MQTT.",
      "Predictive maintenance models for critical assets, with alerts planners can act on.",
      "Integration between MES, ERP and quality systems.",
    ],
    serviceSlugs: ["data-analytics", "development", "maintenance", "consulting"],
    caseStudySlugs: ["mysuru-visual-inspection"],
  },
  {
    slug: "public-services",
    icon: "landmark",
    title: "Public Services",
    summary:
      "Government departments and public bodies work with us to build digital services every citizen can use, in their language and on their device.",
    challenges: [
      "Services designed around departments rather than citizens, with forms that repeat the same questions.",
      "Accessibility and language requirements that many vendors treat as optional.",
      "Legacy systems that are costly to change and risky to replace.",
      "Strict procurement, security and data-residency rules.",
    ],
    approach: [
      "User research with citizens and front-line staff, then services designed around real journeys.",
      "WCAG 2.2 AA accessibility and multilingual content as a baseline, tested with assistive technology.",
      "Incremental modernisation that replaces legacy systems piece by piece, behind stable interfaces.",
      "Hosting in-country, with security controls documented for audit.",
    ],
    serviceSlugs: ["design", "development", "qa-testing", "maintenance"],
    caseStudySlugs: ["vidya-learning-platform", "aarogya-patient-flow"],
  },
  {
    slug: "travel-logistics",
    icon: "plane",
    title: "Travel and Logistics",
    summary:
      "Airlines, travel companies and logistics operators use our platforms to track every shipment and passenger journey, and predict disruption before it happens.",
    challenges: [
      "Location and status data arrives from many partners in many formats.",
      "Customers want accurate arrival times and proactive updates, not a phone queue.",
      "Disruptions cascade across networks faster than planners can respond.",
      "Margins are thin, so empty kilometres and idle assets hurt.",
    ],
    approach: [
      "Event-streaming platforms that normalise partner feeds in real time.",
      "Arrival-time prediction and proactive delay alerts for customers and operations.",
      "Disruption management tools that suggest re-routing and re-booking options.",
      "Load matching and asset utilisation analytics.",
    ],
    serviceSlugs: ["data-analytics", "cloud", "development", "devops"],
    caseStudySlugs: ["dakshin-freight-visibility"],
  },
];

export function findIndustry(slug: string | undefined): IndustryPage | undefined {
  return industryPages.find((i) => i.slug === slug);
}
