// The schema of every content collection: what each Markdown or YAML file under content/<locale>/
// must hold. The build validates every file against it (scripts/content/) and the app's types are
// inferred from it, so a field the pages read is a field the build has checked.
// Plain Node loads this file too (build steps, the CMS configuration): relative imports only.
import { z } from "zod";
import { allIconNames, type IconName } from "./icon-names.ts";
import { enquiryFields, type EnquiryFieldName } from "../generated/enquiry-rules.ts";
import { applicationFields, type ApplicationFieldName } from "../generated/application-rules.ts";
import { stats } from "../site.ts";

// ---- Field types shared by collections -------------------------------------------------------

/** The message for a value of the wrong type: missing, or what was found instead. */
const expected = (what: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null
    ? `is required (${what})`
    : `must be ${what}, not ${Array.isArray(issue.input) ? "a list" : typeof issue.input === "object" ? "a set of fields (quote text that contains \": \")" : `${typeof issue.input} ${JSON.stringify(issue.input)}`}`;

/** A line of copy: present and not blank. */
export const text = () => z.string({ error: expected("text") }).trim().min(1, "must not be empty");
/** A paragraph or two of plain copy. */
export const paragraph = () => text().max(2000, "is longer than 2000 characters");
/** A calendar date written as YYYY-MM-DD. */
export const isoDate = () => z.iso.date({ error: "must be a date written as YYYY-MM-DD" });
/** A URL-safe identifier: lower case words joined by hyphens. */
export const slug = () => z.string({ error: expected("a slug") }).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lower-case words joined by hyphens");
/** The name of an icon the site can draw (see app/content/icon-names.ts). */
export const iconName = () => z.enum(allIconNames as [IconName, ...IconName[]], { error: (issue) => `"${String(issue.input)}" is not an icon the site has` });
/** A path on this site ("/services/cloud", "/contact#form"); checked against the routes at build. */
export const sitePath = () => z.string({ error: expected("a site path") }).regex(/^\/[^\s]*$/, "must be a path on this site starting with /");
/** A link: a site path, an https URL, or mailto:/tel:. */
export const href = () => z.string({ error: expected("a link") }).regex(/^(\/[^\s]*|https:\/\/[^\s]+|mailto:[^\s]+|tel:[^\s]+|#)$/, "must be a site path, an https:// URL, mailto: or tel:");
/** An image file the site serves: a path under /images/ (generated artwork) or /uploads/ (the editor's
 * uploads). The build checks that the file exists in web/public. */
export const imageFile = () =>
  z.string({ error: expected("an image path") }).regex(/^\/(images|uploads)\/[a-z0-9_\-/]+\.(svg|png|jpe?g|webp|avif)$/, "must be an image path such as /images/products/name.svg (svg, png, jpg, webp or avif)");
/** A list with at least one item. */
export const list = <T extends z.ZodType>(item: T, min = 1) => z.array(item).min(min, `needs at least ${min} item${min === 1 ? "" : "s"}`);

/** Fields every Markdown entry gets from its file: the slug (file name) and the rendered body. */
export interface EntryBody {
  slug: string;
  /** The Markdown body rendered to HTML at build time. */
  html: string;
  /** Words in the body, for reading time. */
  words: number;
}

// ---- Case studies: content/<locale>/case-studies/<slug>.md -----------------------------------

export const outcome = z.strictObject({
  /** The figure as it is read: "34%", "2.5 h", "₹41 cr". */
  value: text().max(12, "is longer than 12 characters: keep the figure short"),
  label: text().max(90, "is longer than 90 characters"),
});

export const caseStudy = z.strictObject({
  title: text().max(90, "is longer than 90 characters"),
  client: text(),
  /** The industry page's slug (content/<locale>/industries.yaml). */
  industry: slug(),
  /** The services that delivered it (slugs of content/<locale>/services/). */
  services: list(slug()),
  duration: text(),
  /** Shown first on the index; ascending. */
  order: z.number({ error: expected("a number") }).int(),
  summary: paragraph(),
  challenge: paragraph(),
  solution: paragraph(),
  /** Three or four headline figures, the visual centre of the card and page. */
  outcomes: list(outcome, 2).max(4, "holds at most 4 outcomes"),
  /** Every result, a sentence each. */
  results: list(text()),
  technologies: list(text()),
  /** Cover artwork name (web/art). */
  image: slug(),
  datePublished: isoDate(),
});

/** Copy of the case-study template (/resources/case-studies/<slug>) and of the index's filters. */
export const caseStudyPage = z.strictObject({
  /** The breadcrumb trail: Home › Resources › Case studies › <client>. */
  breadcrumb: z.strictObject({ home: text(), resources: text(), caseStudies: text() }),
  facts: z.strictObject({ client: text(), industry: text(), duration: text(), published: text() }),
  outcomes: text(),
  challenge: text(),
  solution: text(),
  results: text(),
  technologies: text(),
  services: text(),
  industry: text(),
  /** The link to the industry page, before the industry's name. */
  industryLink: text(),
  /** The index (/resources/case-studies) and its filtered views. */
  filters: z.strictObject({
    label: text(),
    all: text(),
    byIndustry: text(),
    byService: text(),
    /** Heading of the list: "{count} case studies" / one. */
    countOne: text(),
    countOther: text(),
    /** Title of a filtered view: this text, then the industry's or service's name. */
    industryTitle: text(),
    serviceTitle: text(),
    /** Meta description of a filtered view, before the filter's name. */
    description: paragraph(),
  }),
  card: z.strictObject({ readMore: text() }),
  /** The section listing a service's case studies on its page. */
  related: z.strictObject({ eyebrow: text(), title: text() }),
});

// ---- News: content/<locale>/news/<slug>.md ----------------------------------------------------

export const newsCategories = ["Company", "Product", "Milestone", "Brands", "Insights", "Clients", "Careers"] as const;

export const newsPost = z.strictObject({
  title: text().max(110, "is longer than 110 characters"),
  date: isoDate(),
  category: z.enum(newsCategories, { error: (issue) => `"${String(issue.input)}" is not a category (${newsCategories.join(", ")})` }),
  /** A leader's slug (content/<locale>/leaders/) or a name. */
  author: text(),
  summary: paragraph().max(300, "is longer than 300 characters"),
});

/** The opening of a page: its search snippet (meta title and description), eyebrow, <h1> and lead. */
export const pageIntro = z.strictObject({
  metaTitle: text(),
  description: paragraph(),
  eyebrow: text(),
  title: text(),
  lead: paragraph(),
});

/** Copy of the news index (/whats-new and its pages /whats-new/page/<n>). */
export const whatsNewPage = z.strictObject({
  intro: pageIntro,
  listing: z.strictObject({
    rss: text(),
    /** Over the count of posts in each category, beside the opening. */
    topics: text(),
    readMore: text(),
    /** The pagination's accessible name. */
    pagination: text(),
    newer: text(),
    older: text(),
    /** "Page {count}": the page number fills {count}. */
    page: text(),
    /** "Page {count} of {total}", after the title of pages 2 and on. */
    pageOf: text(),
  }),
});

/** Copy of the news post template (/whats-new/<slug>). */
export const newsPostPage = z.strictObject({
  breadcrumb: text(),
  byline: text(),
  published: text(),
  /** "{count} min read": the minutes fill {count}. */
  readingTime: text(),
  /** The reading time's label for screen readers. */
  readingTimeLabel: text(),
  /** The previous/next navigation's accessible name and its two links' labels. */
  siblings: text(),
  older: text(),
  newer: text(),
  backToAll: text(),
  /** Over the list of the post's sections beside its opening (wide screens). */
  outline: text(),
});

// ---- Jobs: content/<locale>/jobs/<slug>.md ------------------------------------------------------

export const workArrangements = ["On-site", "Hybrid", "Remote"] as const;

export const job = z.strictObject({
  title: text(),
  department: text(),
  /** Where the role is based, as shown ("Bengaluru"). */
  location: text(),
  workArrangement: z.enum(workArrangements, { error: `must be one of ${workArrangements.join(", ")}` }),
  /** For remote roles: the country applicants must live in (ISO 3166-1 alpha-2). */
  applicantCountry: z.string().regex(/^[A-Z]{2}$/, "must be a two-letter country code").optional(),
  type: z.literal("Full-time", { error: 'must be "Full-time"' }),
  experience: text(),
  summary: paragraph(),
  datePosted: isoDate(),
  validThrough: isoDate(),
  salary: z.strictObject({
    currency: z.string().regex(/^[A-Z]{3}$/, "must be a three-letter currency code"),
    min: z.number({ error: expected("a number") }).positive("must be positive"),
    max: z.number({ error: expected("a number") }).positive("must be positive"),
    unit: z.enum(["YEAR", "MONTH"], { error: "must be YEAR or MONTH" }),
  }).refine((s) => s.max >= s.min, { message: "max is below min", path: ["max"] }),
  responsibilities: list(text(), 3),
  requirements: list(text(), 3),
  niceToHave: list(text()).optional(),
  /** What this role offers beyond what every role offers (pages/job.yaml). */
  roleBenefits: list(text()).optional(),
  /** Set to true when the position is filled: the page and its sitemap entry go. */
  closed: z.boolean({ error: expected("true or false") }).default(false),
});

// ---- Page types: content/<locale>/page-types.yaml ------------------------------------------

/** What kind of page a search result is ("Case study", "News"), by the route it was built from. */
export const pageTypes = z.strictObject({
  /** The label of pages that match no pattern below. */
  default: text(),
  types: list(
    z.strictObject({
      /** A route pattern: "/services/:slug", or an exact path ("/contact"). */
      route: z.string({ error: expected("a route pattern") }).regex(/^\/[a-z0-9\-/:]*$/, "must be a route pattern such as /services/:slug"),
      label: text().max(24, "is longer than 24 characters"),
    }),
  ),
});

/** Copy of the job template (/careers/<slug>), and what every role shares: what we offer, how hiring works. */
export const jobPage = z.strictObject({
  breadcrumb: text(),
  facts: z.strictObject({ department: text(), location: text(), workArrangement: text(), type: text(), experience: text(), validThrough: text() }),
  role: text(),
  responsibilities: text(),
  requirements: text(),
  niceToHave: text(),
  offer: z.strictObject({ title: text(), lead: paragraph(), roleSpecific: text() }),
  salary: z.strictObject({
    title: text(),
    /** Before the range: "Salary". */
    label: text(),
    perYear: text(),
    perMonth: text(),
    note: paragraph(),
  }),
  hiring: z.strictObject({
    title: text(),
    lead: paragraph(),
    stages: list(z.strictObject({ title: text(), timing: text(), description: paragraph() }), 2),
  }),
  /** The section with id="apply": how to apply to this role. */
  apply: z.strictObject({
    title: text(),
    lead: paragraph(),
    email: text(),
    question: text(),
    /** Completes "Ask a question first" for screen readers: "about the {name} role", {name} the role. */
    questionAbout: text(),
  }),
  /** Link from the careers list to each job page. */
  cardLink: text(),
});

export type CaseStudy = z.infer<typeof caseStudy> & EntryBody;
export type Outcome = z.infer<typeof outcome>;
export type CaseStudyPage = z.infer<typeof caseStudyPage>;
export type NewsCategory = (typeof newsCategories)[number];
export type NewsPost = z.infer<typeof newsPost> & EntryBody;
export type JobOpening = z.infer<typeof job> & EntryBody;
export type PageIntro = z.infer<typeof pageIntro>;
export type WhatsNewPage = z.infer<typeof whatsNewPage>;
export type NewsPostPage = z.infer<typeof newsPostPage>;
export type JobPage = z.infer<typeof jobPage>;
export type PageTypes = z.infer<typeof pageTypes>;

// ---- Shared pieces of page copy -------------------------------------------------------------

/** The key of one of the company's figures in site.ts (`projects` reads "500+ Projects Delivered"). */
export const statName = () => z.enum(Object.keys(stats) as [StatName, ...StatName[]], { error: (issue) => `"${String(issue.input)}" is not a figure in site.ts (${Object.keys(stats).join(", ")})` });
/** A group of named fields; a missing group or a misspelt field name is named in the message. */
const fields = <T extends z.core.$ZodLooseShape>(shape: T) =>
  z.strictObject(shape, {
    error: (issue) =>
      issue.code === "invalid_type" ? expected("a set of fields")(issue) : issue.code === "unrecognized_keys" ? `has no field ${issue.keys.map((key) => `"${key}"`).join(", ")} (check the spelling)` : undefined,
  });
const order = () => z.number({ error: expected("a number") }).int("must be a whole number");
/** A title and a sentence or two: a feature, a process step, a benefit. */
export const feature = fields({ title: text(), description: paragraph() });
export const iconFeature = fields({ icon: iconName(), title: text(), description: paragraph() });
export const callToAction = fields({ label: text(), href: href(), /** A sentence before the link. */ lead: text().optional() });
/** A section's heading: the small eyebrow, the heading and an optional intro. */
export const sectionCopy = fields({ eyebrow: text().optional(), title: text(), intro: paragraph().optional() });
/** A closing call to action band. */
export const ctaBand = fields({ title: text(), body: paragraph(), primary: callToAction, secondary: callToAction });
/** Section headings of a page, by section. */
const sections = <K extends string>(...keys: K[]) => fields(Object.fromEntries(keys.map((key) => [key, sectionCopy])) as Record<K, typeof sectionCopy>);

// ---- Services: content/<locale>/services/<slug>.yaml ----------------------------------------

export const service = fields({
  order: order(),
  title: text(),
  /** How /services links to it: /services/<slug>, or the slug alone (relative to /services). */
  link: z.string({ error: expected("a link") }).regex(/^(\/services\/[a-z0-9-]+|[a-z0-9-]+)$/, "must be /services/<slug> or the slug alone"),
  icon: iconName(),
  /** One sentence for cards. */
  description: paragraph(),
  /** Two or three paragraphs for the service page's overview. */
  overview: list(paragraph(), 2),
  features: list(feature, 5).max(5, "holds exactly 5 features"),
  process: list(feature, 4).max(4, "holds exactly 4 steps"),
  faqs: list(fields({ question: text(), answer: paragraph() }), 6).max(6, "holds exactly 6 questions"),
  /** The card accent: a Tailwind gradient of design tokens ("from-brand-900 to-brand-500"; fills that carry white text: brand-500/600/900, accent-600, night). */
  gradient: z.string({ error: expected("a gradient") }).regex(/^from-[a-z0-9-]+ to-[a-z0-9-]+$/, 'must read "from-<token> to-<token>"'),
  /** Artwork name (web/art). */
  image: slug(),
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

export const industryCard = fields({ icon: iconName(), title: text(), description: paragraph(), color: z.string().regex(/^from-[a-z0-9-]+ to-[a-z0-9-]+$/, 'must read "from-<token> to-<token>"'), link: sitePath() });
export const industryCards = fields({ cards: list(industryCard, 10).max(10, "holds exactly 10 cards") });

// ---- Testimonials, leaders, legal documents: Markdown entries ---------------------------------

export const testimonial = fields({
  order: order(),
  /** Shown on the home page (exactly three). */
  featured: z.boolean({ error: expected("true or false") }).default(false),
  quote: paragraph().max(400, "is longer than 400 characters"),
  author: text(),
  role: text(),
  /** The company the author speaks for, by its name in clients.yaml's logos: its wordmark tops the quote. */
  client: text(),
  rating: z.number({ error: expected("a number") }).int().min(1, "must be 1 to 5").max(5, "must be 1 to 5"),
  /** The author's initials, shown as a monogram. */
  avatar: z.string({ error: expected("initials") }).regex(/^[A-Z]{2,3}$/, "must be two or three capital letters"),
});

export const leader = fields({
  order: order(),
  name: text(),
  /** The illustrated portrait (public/images/leaders/, art/generators/portraits.mjs). */
  portrait: imageFile(),
  role: text(),
  bio: paragraph(),
  focus: list(text()),
});

/** A legal text; the body's "## " headings are its numbered sections. */
export const legalDocument = fields({ title: text(), lastUpdated: isoDate(), intro: paragraph() });

// ---- Lists: one YAML file each ----------------------------------------------------------------

export const productStatuses = ["Live", "Production Ready", "Beta", "Development", "Active Development"] as const;
export const product = fields({
  name: text(),
  description: paragraph(),
  icon: iconName(),
  features: list(text()),
  status: z.enum(productStatuses, { error: `must be one of ${productStatuses.join(", ")}` }),
  /** The product's own site (https://), or # when it has none. */
  link: z.string({ error: expected("a link") }).regex(/^(https:\/\/[^\s]+|#)$/, "must be an https:// URL or #"),
  /** A picture of its main screen (public/images/products/, art/generators/product-screens.mjs), 16:10. */
  screen: fields({ src: imageFile(), alt: text() }),
});
export const products = fields({ products: list(product, 9).max(9, "holds exactly 9 products") });

export const brand = fields({ name: text(), description: paragraph(), icon: iconName(), type: text(), features: list(text()), link: href().optional() });
export const brands = fields({ brands: list(brand, 2).max(2, "holds exactly 2 brands") });

export const milestone = fields({ year: z.string({ error: expected("a year") }).regex(/^\d{4}$/, "must be a four-digit year"), title: text(), description: paragraph() });
export const timeline = fields({ milestones: list(milestone) });

const statement = fields({ icon: iconName(), title: text(), body: paragraph() });
export const values = fields({ mission: statement, vision: statement, values: list(iconFeature, 4).max(4, "holds exactly 4 values") });

const navLink = fields({ label: text(), href: href() });
export const navigation = fields({
  groups: list(fields({ label: text(), items: list(fields({ title: text(), href: href(), description: text() })) })),
  /** The first group's panel lists every service and industry page: a short line for each, by slug. */
  megaMenu: fields({
    services: fields({ heading: text(), more: text(), items: list(fields({ slug: slug(), description: text().max(60, "is longer than 60 characters") })) }),
    industries: fields({ heading: text(), more: text(), items: list(fields({ slug: slug(), description: text().max(60, "is longer than 60 characters") })) }),
  }),
  header: fields({
    homeLabel: text(),
    openMenu: text(),
    closeMenu: text(),
    menuTitle: text(),
    menuLabel: text(),
    menuHome: text(),
    menuHomeDescription: text(),
    search: fields({ label: text(), inputLabel: text(), placeholder: text(), submit: text() }),
  }),
  contactCta: navLink,
  footerCta: fields({ title: text(), body: paragraph(), label: text() }),
  footerColumns: list(fields({ heading: text(), links: list(navLink) })),
  legalLinks: list(navLink),
});

export const serviceTeasers = fields({
  teasers: list(fields({ title: text(), description: paragraph(), metrics: text(), image: slug(), gradient: text(), href: sitePath() }), 4).max(4, "holds exactly 4 teasers"),
});

export const clients = fields({
  sectors: list(fields({ icon: iconName(), sector: text(), description: paragraph(), outcome: text(), clients: list(text()) })),
  /** The logo row's accessible name ("Some of our clients"). */
  logosLabel: text(),
  /** Client wordmarks (public/images/clients/, art/generators/wordmarks.mjs), 200 × 60; `home` ones sit in the home hero. */
  logos: list(fields({ name: text(), src: imageFile(), home: z.boolean({ error: expected("true or false") }).default(false) }), 8).max(12, "holds at most 12 logos"),
  engagementModels: list(feature),
});

export const partners = fields({
  categories: list(fields({ id: slug(), name: text(), description: paragraph() })),
  /** `category` is the name of one of the categories above. */
  partners: list(fields({ name: text(), category: text(), description: paragraph(), clientBenefit: paragraph() })),
  benefits: list(feature),
});

export const project = fields({
  slug: slug(),
  name: text(),
  client: text(),
  industry: text(),
  year: z.number({ error: expected("a year") }).int().min(2019, "is before the company was founded").max(2100, "must be a year"),
  summary: paragraph(),
  /** Slugs of content/<locale>/services/. */
  services: list(slug()),
  outcome: text(),
  image: slug(),
});
export const projects = fields({ projects: list(project) });

export const mediaKit = fields({
  logos: list(fields({
    label: text(),
    description: text(),
    /** A file under web/public. */
    href: sitePath(),
    format: z.enum(["SVG", "PNG"], { error: "must be SVG or PNG" }),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    background: z.enum(["light", "dark"], { error: "must be light or dark" }),
  })),
  /** Brand colours: a design token of app.css, and the class that paints its swatch. */
  colours: list(fields({ token: slug(), name: text(), usage: text(), swatchClass: z.string().regex(/^bg-[a-z0-9-]+$/, "must be a bg-<token> class") })),
  logoGuidelines: list(text()),
  boilerplate: fields({ short: paragraph(), long: paragraph() }),
  pressContact: fields({ name: text(), role: text(), email: text(), phone: text(), phoneHref: href(), note: paragraph() }),
});

export const assistant = fields({
  greeting: paragraph(),
  /** The reply when no topic matches. */
  defaultReply: paragraph(),
  searchIntro: text(),
  /** When the reply engine cannot be loaded. */
  offlineReply: paragraph(),
  aiCapabilities: list(text()),
  pricingModels: list(fields({ name: text(), summary: text() })),
  /** The careers reply: the open roles are listed between intro and howToApply; {name} is a role. */
  careers: fields({ intro: text(), howToApply: paragraph(), allPositions: text(), applyFor: text() }),
});

const choiceOf = (field: "projectType" | "budget") => {
  const options = (enquiryFields.find((rule) => rule.name === field)?.options ?? []) as [string, ...string[]];
  return fields({ value: z.enum(options, { error: `must be one of the values the server accepts (${options.join(", ")})` }), label: text() });
};
const outcome2 = fields({ title: text(), description: text() });
export const enquiryForm = fields({
  fieldLabels: fields(Object.fromEntries(enquiryFields.map((rule) => [rule.name, text()])) as Record<EnquiryFieldName, ReturnType<typeof text>>),
  projectTypes: list(choiceOf("projectType")),
  budgets: list(choiceOf("budget")),
  form: fields({ optional: text(), choosePrompt: text(), messagePlaceholder: text(), submit: text(), submitting: text(), honeypotLabel: text(), draftNote: text() }),
  /** What the visitor reads after sending; {seconds} is filled in. */
  outcomes: fields({ sent: outcome2, invalid: outcome2, rateLimited: outcome2, failed: outcome2 }),
});

/** The job application form's words (content/<locale>/application-form.yaml); its rules come from the server. */
export const applicationForm = fields({
  /** A label for every field the server defines (jobSlug is hidden and needs none). */
  fieldLabels: fields(
    Object.fromEntries(applicationFields.filter((rule) => rule.name !== "jobSlug").map((rule) => [rule.name, text()])) as Record<Exclude<ApplicationFieldName, "jobSlug">, ReturnType<typeof text>>,
  ),
  cv: fields({ label: text(), hint: text(), chooseAgain: text() }),
  form: fields({
    title: text(),
    lead: paragraph(),
    optional: text(),
    profilePlaceholder: text(),
    coverNotePlaceholder: text(),
    /** What is kept, why and for how long: the consent checkbox's label. */
    consent: paragraph(),
    privacyLink: text(),
    submit: text(),
    submitting: text(),
    uploading: text(),
    honeypotLabel: text(),
    draftNote: text(),
  }),
  /** What the visitor reads after sending; {seconds} is filled in. */
  outcomes: fields({ sent: outcome2, invalid: outcome2, rateLimited: outcome2, failed: outcome2 }),
  /** The page after an application sent without JavaScript (/careers/thanks). */
  thanks: fields({ eyebrow: text(), title: text(), lead: paragraph(), backToCareers: text(), exploreWork: text() }),
});

/** Labels components share across pages (content/<locale>/ui.yaml); {name} is filled in. */
export const ui = fields({
  cardLink: text(),
  visit: text(),
  askAbout: text(),
  download: text(),
  legal: fields({ contents: text(), lastUpdated: text() }),
  /** The theme switch in the header and the mobile menu: the group's name and its three choices. */
  theme: fields({ label: text(), light: text(), dark: text(), system: text() }),
});

// ---- Pages: content/<locale>/pages/<page>.yaml, one file per page ------------------------------

const introOnly = fields({ intro: pageIntro });
export const pages = {
  home: fields({
    hero: fields({
      eyebrow: text(),
      title: text(),
      lead: paragraph(),
      trustedBy: text(),
      /** The products whose screens make up the hero's visual, by name; the first is in front. */
      screens: list(text(), 2).max(3, "holds at most 3 products"),
      /** The four claims, figures from site.ts. */
      claims: list(statName(), 4).max(4, "holds exactly 4 claims"),
      badges: list(fields({ icon: iconName(), label: text() })),
      ctas: fields({ primary: callToAction, secondary: callToAction, tertiary: callToAction }),
    }),
    productSuite: sectionCopy.extend({ cta: callToAction }),
    services: sectionCopy.extend({ cta: callToAction }),
    industries: sectionCopy.extend({ cta: callToAction }),
    testimonials: sectionCopy.extend({ cta: callToAction }),
    cta: ctaBand,
    /** The description in search results and link previews. */
    metaDescription: paragraph().max(300, "is longer than 300 characters"),
  }),
  services: fields({
    intro: pageIntro,
    heroStats: list(statName()),
    ctas: fields({ primary: callToAction, secondary: callToAction }),
    allServices: sectionCopy,
  }),
  /** The copy every service page shares; {name} is the service's title. */
  service: fields({
    breadcrumb: text(),
    hero: fields({ primary: callToAction, back: text() }),
    features: text(),
    overview: text(),
    process: sectionCopy,
    faq: text(),
    /** The in-page navigation's name and heading. */
    onThisPage: text(),
    cta: ctaBand,
    notFound: fields({ description: text(), link: text(), back: text() }),
  }),
  industries: fields({ intro: pageIntro, sections: sections("numbers", "approach"), approach: list(iconFeature) }),
  industry: fields({ hero: fields({ eyebrow: text(), back: text() }), sections: sections("challenges", "approach", "services", "caseStudies"), serviceLink: text() }),
  products: fields({ intro: pageIntro, sections: sections("suite", "brands") }),
  "our-story": fields({ intro: pageIntro, stats: list(statName()), sections: sections("values", "journey", "numbers") }),
  leadership: fields({
    intro: pageIntro,
    sections: sections("team"),
    /** [label](/path) is a link. */
    teamNote: paragraph(),
    /** Over the list of leaders beside the page's opening, each a link to their card. */
    roster: text(),
  }),
  partnerships: fields({ intro: pageIntro, sections: sections("benefits") }),
  "our-brands": fields({ intro: pageIntro, sections: fields({ brands: sectionCopy, products: sectionCopy.extend({ intro: paragraph() }) }), links: fields({ products: callToAction, mediaKit: callToAction }) }),
  clients: fields({ intro: pageIntro, stats: list(statName()), sections: sections("numbers", "logos", "sectors", "engagement", "voices"), allTestimonials: callToAction, /** [label](/path) is a link. */ sectorsNote: paragraph() }),
  resources: fields({
    intro: pageIntro,
    sections: sections("collections", "latest"),
    collections: list(fields({ icon: iconName(), title: text(), href: sitePath(), description: paragraph() })),
    /** Over the newest case study, beside the opening. */
    featured: text(),
  }),
  "case-studies": introOnly,
  projects: introOnly,
  "media-kit": fields({ intro: pageIntro, sections: sections("logos", "colours", "boilerplate", "press"), guidelinesTitle: text(), boilerplateLabels: fields({ short: text(), long: text() }) }),
  testimonials: introOnly,
  careers: fields({
    intro: pageIntro,
    seeOpenPositions: text(),
    sections: sections("values", "benefits", "positions", "hiring"),
    /** How we work: the habits we hire for. */
    values: list(iconFeature),
    /** What we offer every employee (job pages list them too). */
    benefits: list(iconFeature),
    /** How hiring works, from application to offer. */
    hiring: list(feature, 2),
  }),
  privacy: introOnly,
  terms: introOnly,
  contact: fields({
    intro: pageIntro,
    cards: list(fields({
      icon: iconName(),
      title: text(),
      description: text(),
      lines: list(fields({ text: text(), href: href().optional(), /** Opens in a new tab (maps). */ external: z.boolean().optional() })),
    })),
    nextSteps: fields({ title: text(), steps: list(text()) }),
    form: fields({ promise: text(), title: text(), lead: text() }),
  }),
  "contact-thanks": fields({ eyebrow: text(), title: text(), lead: paragraph(), backHome: text(), exploreServices: text() }),
  search: fields({
    copy: fields({ title: text(), lead: text(), description: text(), noScript: paragraph(), unavailable: paragraph(), suggestionsLabel: text(), placeholder: text(), submit: text() }),
    suggestions: list(text()),
  }),
};

export type StatName = keyof typeof stats;
export type SectionCopy = z.infer<typeof sectionCopy>;
export type CallToAction = z.infer<typeof callToAction>;
export type CtaBand = z.infer<typeof ctaBand>;
export type Feature = z.infer<typeof feature>;
export type ProcessStep = Feature;
export type CoreValue = z.infer<typeof iconFeature>;
export type Faq = Service["faqs"][number];
export type Service = z.infer<typeof service> & { slug: string };
export type IndustryPage = z.infer<typeof industry> & { slug: string };
export type IndustryCard = z.infer<typeof industryCard>;
export type Testimonial = z.infer<typeof testimonial> & EntryBody;
export type Leader = z.infer<typeof leader> & EntryBody;
export type LegalEntry = z.infer<typeof legalDocument> & EntryBody;
export type ProductStatus = (typeof productStatuses)[number];
export type Product = z.infer<typeof product>;
export type Brand = z.infer<typeof brand>;
export type TimelineItem = z.infer<typeof milestone>;
export type Project = z.infer<typeof project>;
export type PageCopy<P extends keyof typeof pages> = z.infer<(typeof pages)[P]>;
export type ContentOf<S extends z.ZodType> = z.infer<S>;
