// What the company offers and who it is: services, industries, products, brands, clients,
// partners, projects, the timeline, mission and values, the media kit.
import { z } from "zod";
import { feature, iconFeature } from "./blocks.ts";
import {
  expected,
  fields,
  flag,
  gradient,
  href,
  iconName,
  imageFile,
  list,
  order,
  paragraph,
  sitePath,
  slug,
  text,
  type ItemSlug,
} from "./fields.ts";

// ---- Services: content/<locale>/services/<slug>.yaml, service-teasers.yaml ---------------------

export const service = fields({
  order: order(),
  title: text(),
  /** How /services links to it: /services/<slug>, or the slug alone (relative to /services). */
  link: z
    .string({ error: expected("a link") })
    .regex(/^(\/services\/[a-z0-9-]+|[a-z0-9-]+)$/, "must be /services/<slug> or the slug alone"),
  icon: iconName(),
  /** One sentence for cards. */
  description: paragraph(),
  /** Two or three paragraphs for the service page's overview. */
  overview: list(paragraph(), 2),
  features: list(feature, 5).max(5, "holds exactly 5 features"),
  process: list(feature, 4).max(4, "holds exactly 4 steps"),
  faqs: list(fields({ question: text(), answer: paragraph() }), 6).max(
    6,
    "holds exactly 6 questions",
  ),
  /** The card accent: a Tailwind gradient of design tokens ("from-brand-900 to-brand-500"; fills that carry white text: brand-500/600/900, accent-600, night). */
  gradient: gradient(),
  /** Artwork name (web/art). */
  image: slug(),
});

export const serviceTeasers = fields({
  teasers: list(
    fields({
      title: text(),
      description: paragraph(),
      metrics: text(),
      image: slug(),
      gradient: text(),
      href: sitePath(),
    }),
    4,
  ).max(4, "holds exactly 4 teasers"),
});

// ---- Industries: content/<locale>/industries/<slug>.yaml, industry-cards.yaml -----------------

export const industry = fields({
  order: order(),
  icon: iconName(),
  title: text(),
  summary: paragraph(),
  challenges: list(text(), 3),
  approach: list(text(), 3),
  /** Slugs of content/<locale>/services/. */
  serviceSlugs: list(slug()),
  /** Slugs of content/<locale>/case-studies/. */
  caseStudySlugs: list(slug()),
  /** Artwork name (web/art), the industry's own picture. */
  image: slug(),
});

export const industryCard = fields({
  icon: iconName(),
  title: text(),
  description: paragraph(),
  color: gradient(),
  link: sitePath(),
});
export const industryCards = fields({
  cards: list(industryCard, 10).max(10, "holds exactly 10 cards"),
});

// ---- Products and brands: products.yaml, brands.yaml ---------------------------------------------

export const productStatuses = [
  "Live",
  "Production Ready",
  "Beta",
  "Development",
  "Active Development",
] as const;
export const product = fields({
  name: text(),
  description: paragraph(),
  icon: iconName(),
  features: list(text()),
  status: z.enum(productStatuses, { error: `must be one of ${productStatuses.join(", ")}` }),
  /** The product's own site (https://), or # when it has none. */
  link: z
    .string({ error: expected("a link") })
    .regex(/^(https:\/\/[^\s]+|#)$/, "must be an https:// URL or #"),
  /** A picture of its main screen (public/images/products/, art/generators/product-screens.mjs), 16:10. */
  screen: fields({ src: imageFile(), alt: text() }),
});
export const products = fields({ products: list(product, 9).max(9, "holds exactly 9 products") });

export const brand = fields({
  name: text(),
  description: paragraph(),
  icon: iconName(),
  type: text(),
  features: list(text()),
  link: href().optional(),
});
export const brands = fields({ brands: list(brand, 2).max(2, "holds exactly 2 brands") });

// ---- The company's story: timeline.yaml, values.yaml ----------------------------------------------

export const milestone = fields({
  year: z.string({ error: expected("a year") }).regex(/^\d{4}$/, "must be a four-digit year"),
  title: text(),
  description: paragraph(),
});
export const timeline = fields({ milestones: list(milestone) });

/** The mission or the vision: an icon, a title and a paragraph. */
export const statement = fields({ icon: iconName(), title: text(), body: paragraph() });
export const values = fields({
  mission: statement,
  vision: statement,
  values: list(iconFeature, 4).max(4, "holds exactly 4 values"),
});

// ---- Clients, partners, projects: clients.yaml, partners.yaml, projects.yaml -----------------------

export const clients = fields({
  sectors: list(
    fields({
      icon: iconName(),
      sector: text(),
      description: paragraph(),
      outcome: text(),
      clients: list(text()),
    }),
  ),
  /** The logo row's accessible name ("Some of our clients"). */
  logosLabel: text(),
  /** Client wordmarks (public/images/clients/, art/generators/wordmarks.mjs), 200 × 60; `home` ones sit in the home hero. */
  logos: list(fields({ name: text(), src: imageFile(), home: flag().default(false) }), 8).max(
    12,
    "holds at most 12 logos",
  ),
  engagementModels: list(feature),
});

export const partners = fields({
  categories: list(fields({ id: slug(), name: text(), description: paragraph() })),
  /** `category` is the name of one of the categories above. */
  partners: list(
    fields({
      name: text(),
      category: text(),
      description: paragraph(),
      clientBenefit: paragraph(),
    }),
  ),
  benefits: list(feature),
});

export const project = fields({
  slug: slug(),
  name: text(),
  client: text(),
  industry: text(),
  year: z
    .number({ error: expected("a year") })
    .int()
    .min(2019, "is before the company was founded")
    .max(2100, "must be a year"),
  summary: paragraph(),
  /** Slugs of content/<locale>/services/. */
  services: list(slug()),
  outcome: text(),
  image: slug(),
});
export const projects = fields({ projects: list(project) });

// ---- Media kit: media-kit.yaml --------------------------------------------------------------------

export const mediaKit = fields({
  logos: list(
    fields({
      label: text(),
      description: text(),
      /** A file under web/public. */
      href: sitePath(),
      format: z.enum(["SVG", "PNG"], { error: "must be SVG or PNG" }),
      width: z.number().int().positive(),
      height: z.number().int().positive(),
      background: z.enum(["light", "dark"], { error: "must be light or dark" }),
    }),
  ),
  /** Brand colours: a design token of app.css, and the class that paints its swatch. */
  colours: list(
    fields({
      token: slug(),
      name: text(),
      usage: text(),
      swatchClass: z.string().regex(/^bg-[a-z0-9-]+$/, "must be a bg-<token> class"),
    }),
  ),
  logoGuidelines: list(text()),
  boilerplate: fields({ short: paragraph(), long: paragraph() }),
  pressContact: fields({
    name: text(),
    role: text(),
    email: text(),
    phone: text(),
    phoneHref: href(),
    note: paragraph(),
  }),
});

export type Faq = Service["faqs"][number];
export type Service = z.infer<typeof service> & ItemSlug;
export type IndustryPage = z.infer<typeof industry> & ItemSlug;
export type IndustryCard = z.infer<typeof industryCard>;
export type ProductStatus = (typeof productStatuses)[number];
export type Product = z.infer<typeof product>;
export type Brand = z.infer<typeof brand>;
export type TimelineItem = z.infer<typeof milestone>;
export type Project = z.infer<typeof project>;
