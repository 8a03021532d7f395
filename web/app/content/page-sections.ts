// Section headings and intros of the pages in page-intros.ts, by page and section. Counts are
// filled in by the page's loader from the content they count ("{count} core products").

export interface SectionCopy {
  eyebrow?: string;
  title: string;
  intro?: string;
}

/** "{count} open positions" with the count filled in. */
export function withCount(text: string, count: number): string {
  return text.replaceAll("{count}", String(count));
}

export const pageSections = {
  products: {
    suite: {
      eyebrow: "The suite",
      title: "{count} core products",
      intro: "Each product shows where it stands today. Live and production-ready products run for paying customers; beta and development products are deployed with clients who help shape them.",
    },
    brands: { eyebrow: "Our brands", title: "The brands behind the products", intro: "Two brands carry our research and teaching beyond client work." },
  },
  careers: {
    values: { eyebrow: "How we work", title: "Our values", intro: "Four habits we hire for and protect as we grow." },
    benefits: { eyebrow: "What we offer", title: "Benefits" },
    positions: {
      eyebrow: "Join us",
      title: "{count} open positions",
      intro: "Apply by email with your CV and a few lines about work you are proud of, or ask us anything first. We reply to every application within five working days.",
    },
    hiring: { eyebrow: "What happens next", title: "Our hiring process" },
  },
  industries: {
    numbers: { title: "Experience that travels" },
    approach: { eyebrow: "Our approach", title: "How we work in regulated and high-stakes sectors" },
  },
  industry: {
    challenges: { eyebrow: "The challenges", title: "What the sector is up against" },
    approach: { eyebrow: "What we do", title: "How we help" },
    services: { eyebrow: "Services", title: "The services we bring" },
    caseStudies: { eyebrow: "Proof", title: "Case studies to read" },
  },
  leadership: {
    team: { title: "The leadership team" },
  },
  partnerships: {
    benefits: { eyebrow: "For clients", title: "What a partnership means for you" },
  },
  ourBrands: {
    brands: { title: "{count} brands, one standard" },
    products: {
      eyebrow: "Products",
      title: "Where the brands meet the products",
      intro: "Kaveri Labs prototypes what becomes our products; Kaveri Academy teaches teams to run them. See all {count} core products and where each one stands.",
    },
  },
  clients: {
    numbers: { title: "Our clients in numbers" },
    sectors: { eyebrow: "Sectors", title: "Who we work for, and what changed" },
    engagement: { eyebrow: "Working together", title: "Three ways to engage us" },
    voices: { eyebrow: "In their words", title: "What clients say" },
  },
  resources: {
    collections: { title: "Browse by collection" },
    latest: { eyebrow: "Newsroom", title: "Latest news" },
  },
  mediaKit: {
    logos: { eyebrow: "Downloads", title: "Logo files", intro: "Vector SVG for print and the web, and a PNG of the mark for tools that need a bitmap." },
    colours: { eyebrow: "Brand colours", title: "Colours" },
    boilerplate: { eyebrow: "About us", title: "Boilerplate text", intro: "Approved descriptions of the company. Use them as they are, or shorten them without changing the facts." },
    press: { eyebrow: "Press", title: "Press contact" },
  },
} as const satisfies Record<string, Record<string, SectionCopy>>;
