import type { Product } from "./types";

// The nine core products (SPEC §9). Three have a public site of their own; the rest are
// offered inside client engagements and have no public page ("#").
export const products: readonly Product[] = [
  {
    name: "Kaveri Calendar",
    description:
      "AI scheduling that reads intent from email and chat, finds the slot that works across time zones and protects focus time.",
    icon: "calendar",
    features: ["Natural-language booking", "Time-zone aware team availability", "Focus-time protection", "Calendar sync for Google and Microsoft 365"],
    status: "Live",
    link: "https://calendar.kaveri-digital.example",
  },
  {
    name: "Kaveri Forms",
    description:
      "Conversational forms that adapt their questions to each answer, validate as you type and route every submission to the right team.",
    icon: "clipboard",
    features: ["Adaptive question flows", "Built-in accessibility checks", "Webhook and CRM routing", "Spam filtering without CAPTCHAs"],
    status: "Live",
    link: "https://forms.kaveri-digital.example",
  },
  {
    name: "Kaveri Learn",
    description:
      "An education platform with AI tutoring in twelve languages, mastery-based pathways and dashboards teachers actually use.",
    icon: "graduation",
    features: ["AI tutor in 12 languages", "Mastery-based learning paths", "Offline-first mobile app", "Teacher and parent dashboards"],
    status: "Production Ready",
    link: "https://learn.kaveri-digital.example",
  },
  {
    name: "Sutra Document AI",
    description:
      "Extracts, classifies and checks data from invoices, contracts and claims, with a human review queue for anything uncertain.",
    icon: "fileSearch",
    features: ["Layout-aware extraction", "Confidence scores per field", "Human-in-the-loop review", "Audit trail for every decision"],
    status: "Production Ready",
    link: "#",
  },
  {
    name: "Nadi Forecast",
    description:
      "Demand and capacity forecasting for retail, energy and logistics teams, explained in plain language next to every number.",
    icon: "chart",
    features: ["Hierarchical demand forecasts", "What-if scenario planning", "Plain-language explanations", "Spreadsheet and BI connectors"],
    status: "Beta",
    link: "#",
  },
  {
    name: "Vani Voice",
    description:
      "A voice assistant for contact centres that understands Hindi, Kannada, Tamil, Telugu and English, including code-mixed speech.",
    icon: "mic",
    features: ["Code-mixed speech recognition", "Intent and sentiment detection", "Live agent hand-off", "On-premises deployment option"],
    status: "Beta",
    link: "#",
  },
  {
    name: "Drishti Inspect",
    description:
      "Computer-vision quality inspection for production lines: flags defects in real time on commodity cameras and edge hardware.",
    icon: "scanEye",
    features: ["Defect detection at line speed", "Runs on edge devices", "Few-shot training for new parts", "MES and SCADA integration"],
    status: "Active Development",
    link: "#",
  },
  {
    name: "Raksha Guard",
    description:
      "Anomaly and fraud detection for payments and claims that learns each client's normal and explains every alert it raises.",
    icon: "shieldAlert",
    features: ["Streaming anomaly detection", "Explainable risk scores", "Case management workflow", "Model drift monitoring"],
    status: "Active Development",
    link: "#",
  },
  {
    name: "Setu Agents",
    description:
      "An orchestration layer for AI agents that call your internal systems safely, with approvals, budgets and full traceability.",
    icon: "workflow",
    features: ["Tool calling with approvals", "Per-agent cost budgets", "Step-by-step traces", "Role-based access control"],
    status: "Development",
    link: "#",
  },
];

