import { formatStat, site, stats } from "../site";
import { industriesIntro } from "./industries";

// The opening of each page this module covers: the <h1>, the lead under it, and the search
// snippet (meta title and description). One place, so titles stay unique and consistent.

export interface PageIntro {
  /** Shown in the browser tab and search results (the brand is appended). */
  metaTitle: string;
  description: string;
  eyebrow: string;
  title: string;
  lead: string;
}

export const pageIntros = {
  products: {
    metaTitle: "AI Products and Brands",
    description: `${formatStat(stats.aiProducts)} AI products from ${site.name}: scheduling, forms, learning, document AI, forecasting, voice, vision, fraud detection and agents, each with its release status.`,
    eyebrow: "Products",
    title: "AI products already at work",
    lead: `Our AI Innovation Lab has built ${formatStat(stats.aiProducts)} AI products. These nine are the core of the suite: some you can sign up for today, others we deploy inside client engagements while they mature.`,
  },
  industries: {
    metaTitle: "Industries We Serve",
    description: `Sector expertise from ${site.name}: communications, retail, education, energy, healthcare, high tech, manufacturing, public services, travel and logistics.`,
    eyebrow: "Industries",
    title: "Industries we transform",
    lead: industriesIntro.lead,
  },
  leadership: {
    metaTitle: "Leadership Team",
    description: `Meet the people who lead ${site.name}: founders, our Chief AI Officer and the heads of delivery, design and international clients.`,
    eyebrow: "Who we are",
    title: "Leadership",
    lead: "A small leadership team that still reviews architecture, sits in client workshops and answers the on-call phone. Between them they have built software on four continents, in start-ups, global consultancies and public institutions.",
  },
  partnerships: {
    metaTitle: "Technology Partnerships",
    description: `The cloud, data and AI platforms ${site.name} partners with, and what each partnership means for clients: no lock-in, faster starts and certified engineers.`,
    eyebrow: "Who we are",
    title: "Partnerships that work for our clients",
    lead: "We choose partners for what they let us do for clients: deploy on the cloud the client already uses, use the best data and AI platforms without lock-in, and stay close to the research that shapes the next generation of tools.",
  },
  ourBrands: {
    metaTitle: "Our Brands",
    description: `The brands of ${site.name}: Kaveri Labs, our applied AI research group, and Kaveri Academy, training for engineers and client teams.`,
    eyebrow: "Who we are",
    title: "Our brands",
    lead: `Beside our services and products, ${site.name} runs two brands: one that turns research into prototypes, and one that passes what we know on to the next generation of engineers.`,
  },
  clients: {
    metaTitle: "Clients and Outcomes",
    description: `${formatStat(stats.enterpriseClients)} enterprise clients across ${formatStat(stats.industries)} industries: the sectors ${site.name} serves and the outcomes clients measured.`,
    eyebrow: "Who we are",
    title: "Clients who measure what changed",
    lead: "From national hospital networks to fast-growing start-ups, our clients hire us for outcomes they can measure. Most stay: the majority of our work each year comes from clients we already serve.",
  },
  resources: {
    metaTitle: "Resources",
    description: `Case studies, a project portfolio, the media kit, news and client testimonials from ${site.name}, in one place.`,
    eyebrow: "Insights",
    title: "Resources",
    lead: "Evidence before promises: read how we worked with clients, browse what we have built, and find what you need to write about us.",
  },
  caseStudies: {
    metaTitle: "Case Studies",
    description: `Six client case studies from ${site.name}: the challenge, our solution, the technologies used and the results each client measured.`,
    eyebrow: "Insights",
    title: "Case studies",
    lead: "Six engagements, told plainly: what was wrong, what we built, how long it took and what changed, measured by the client against their own baseline.",
  },
  projects: {
    metaTitle: "Project Portfolio",
    description: `A portfolio of recent ${site.name} builds in production: claims automation, logistics tracking, AI tutoring, patient apps, developer platforms and more.`,
    eyebrow: "Insights",
    title: "Projects",
    lead: "A selection of recent builds: products we designed, platforms we engineered and systems we run. Each one is in production today.",
  },
  mediaKit: {
    metaTitle: "Media Kit",
    description: `Download ${site.name} logo files, see brand colours, copy approved boilerplate text and contact our press team.`,
    eyebrow: "Press",
    title: "Media kit",
    lead: "Everything journalists, partners and event organisers need to write about us: logo files, brand colours, approved descriptions and a press contact who answers.",
  },
  whatsNew: {
    metaTitle: "What's New",
    description: `News from ${site.name}: product releases, company milestones and updates from the AI Innovation Lab, with an RSS feed.`,
    eyebrow: "Newsroom",
    title: "What's new",
    lead: "Product releases, company milestones and news from the AI Innovation Lab, newest first. Follow along with the RSS feed.",
  },
  testimonials: {
    metaTitle: "Client Testimonials",
    description: `What clients say about working with ${site.name}, from insurers and retailers to hospitals, schools, utilities and manufacturers.`,
    eyebrow: "Newsroom",
    title: "In our clients' words",
    lead: `A ${formatStat(stats.successRate)} project success rate is a number. These are the people behind it.`,
  },
  careers: {
    metaTitle: "Careers",
    description: `Join ${site.name} in Bengaluru or remotely: four open positions in AI, engineering, platform and design, with our values and benefits.`,
    eyebrow: "Careers",
    title: "Build AI that people rely on",
    lead: "We are a team of engineers, designers and analysts who like hard problems and quiet on-call nights. If that sounds like you, we would like to meet.",
  },
  privacy: {
    metaTitle: "Privacy Policy",
    description: `How ${site.name} handles personal data on this website: what we collect, why, how long we keep it, and your rights.`,
    eyebrow: "Legal",
    title: "Privacy Policy",
    lead: "No cookies, no trackers, and only the data you choose to send us.",
  },
  terms: {
    metaTitle: "Terms of Service",
    description: `The terms that govern use of the ${site.name} website, its content, media kit and on-site assistant.`,
    eyebrow: "Legal",
    title: "Terms of Service",
    lead: "The rules for using this website, in plain language.",
  },
} as const satisfies Record<string, PageIntro>;
