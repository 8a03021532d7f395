import type { SiteTexts } from "./types.ts";

export default {
  tagline: "Digitale Transformation mit KI im Kern",
  blurb:
    "Kaveri Digital konzipiert, entwickelt und betreibt KI-gestützte Software für Unternehmen und ambitionierte Start-ups: vom ersten Workshop bis zu Systemen, die auch um 3 Uhr nachts laufen.",
  assistant: {
    title: "Kavi, der KI-Assistent von Kaveri",
    subtitle: "Immer für Sie da",
    placeholder: "Fragen Sie mich alles über das Unternehmen …",
  },
  contact: {
    hours: "Mo.–Fr. 9–18 Uhr (EST)",
    responseTime: "innerhalb von 24 Stunden",
    chatResponseTime: "innerhalb von 2 Stunden während der Geschäftszeiten",
    callLength: "30-minütiges",
    country: "Indien",
    place: "Bengaluru, Indien",
  },
  social: {
    LinkedIn: "Kaveri Digital auf LinkedIn",
    X: "Kaveri Digital auf X (Twitter)",
    Instagram: "Kaveri Digital auf Instagram",
    Facebook: "Kaveri Digital auf Facebook",
  },
  stats: {
    projects: "Abgeschlossene Projekte",
    enterpriseClients: "Enterprise-Kunden",
    aiProductsHome: "KI-Produkte",
    aiProducts: "KI-Produkte",
    yearsLeadership: "Jahre Branchenerfahrung",
    uptime: "Verfügbarkeit per SLA",
    support: "Support",
    successRate: "Erfolgsquote",
    clientSavings: "Einsparungen für Kunden",
    industries: "Branchen",
    countries: "Länder",
    yearsInnovation: "Jahre Innovation",
  },
  trustedBy: "Das Vertrauen von {figure} globalen Unternehmen",
} satisfies SiteTexts;
