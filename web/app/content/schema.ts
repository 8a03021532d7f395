// The schema of every content collection: what each Markdown or YAML file under content/<locale>/
// must hold. The build validates every file against it (scripts/content/) and the app's types are
// inferred from it, so a field the pages read is a field the build has checked.
// Plain Node loads this file too (build steps, the CMS configuration): relative imports only.
import { z } from "zod";
import { allIconNames, type IconName } from "./icon-names.ts";

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
  /** Every result in a sentence (SPEC: results[]). */
  results: list(text()),
  technologies: list(text()),
  /** Cover artwork name (web/art). */
  image: slug(),
  datePublished: isoDate(),
});

/** Copy of the case-study template (/resources/case-studies/<slug>) and of the index's filters. */
export const caseStudyPage = z.strictObject({
  /** Breadcrumb and eyebrow: the trail Home › Resources › Case studies › <client>. */
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
  cta: z.strictObject({
    title: text(),
    body: paragraph(),
    primary: z.strictObject({ label: text(), href: sitePath() }),
    secondary: z.strictObject({ label: text(), href: sitePath() }),
  }),
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
  /** The previous/next navigation's accessible name and its two links' labels. */
  siblings: text(),
  older: text(),
  newer: text(),
  backToAll: text(),
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
  apply: z.strictObject({ title: text(), lead: paragraph(), email: text(), question: text() }),
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
