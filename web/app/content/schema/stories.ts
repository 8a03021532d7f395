// The Markdown collections, one file an entry with its front matter checked here: case studies,
// news posts, job openings, testimonials, leaders and legal documents.
import { z } from "zod";
import {
  expected,
  fields,
  flag,
  imageFile,
  isoDate,
  list,
  order,
  paragraph,
  slug,
  text,
  type EntryBody,
} from "./fields.ts";

// ---- Case studies: content/<locale>/case-studies/<slug>.md -----------------------------------

/** A headline figure of a case study: "34%" over "fewer missed appointments". */
export const outcomeFigure = fields({
  /** The figure as it is read: "34%", "2.5 h", "₹41 cr". */
  value: text().max(12, "is longer than 12 characters: keep the figure short"),
  label: text().max(90, "is longer than 90 characters"),
});

export const caseStudy = fields({
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
  outcomes: list(outcomeFigure, 2).max(4, "holds at most 4 outcomes"),
  /** Every result, a sentence each. */
  results: list(text()),
  technologies: list(text()),
  /** Cover artwork name (web/art). */
  image: slug(),
  datePublished: isoDate(),
});

// ---- News: content/<locale>/news/<slug>.md ----------------------------------------------------

export const newsCategories = [
  "Company",
  "Product",
  "Milestone",
  "Brands",
  "Insights",
  "Clients",
  "Careers",
] as const;

/** The motifs a news post's picture may name (art/generators/news.mjs draws each). */
export const newsPictures = [
  "window",
  "stair",
  "network",
  "brands",
  "chart",
  "shield",
  "team",
  "voice",
  "document",
  "calendar",
  "seal",
  "stage",
  "checks",
  "paths",
] as const;

export const newsPost = fields({
  title: text().max(110, "is longer than 110 characters"),
  date: isoDate(),
  category: z.enum(newsCategories, {
    error: (issue) => `"${String(issue.input)}" is not a category (${newsCategories.join(", ")})`,
  }),
  /** The motif of the post's picture; without it, its category's (art/generators/news.mjs). */
  picture: z.enum(newsPictures, { error: `must be one of ${newsPictures.join(", ")}` }).optional(),
  /** A leader's slug (content/<locale>/leaders/) or a name. */
  author: text(),
  summary: paragraph().max(300, "is longer than 300 characters"),
});

// ---- Jobs: content/<locale>/jobs/<slug>.md ------------------------------------------------------

export const workArrangements = ["On-site", "Hybrid", "Remote"] as const;
/** A role's contract; each language names it (ui.yaml's valueLabels.employmentType). */
export const employmentTypes = ["Full-time", "Part-time", "Internship"] as const;

export const job = fields({
  title: text(),
  department: text(),
  /** Where the role is based: a place's English name ("Bengaluru"; a remote role's country,
   * "India"), shown in each language's words where ui.yaml's `places` names it. */
  location: text(),
  workArrangement: z.enum(workArrangements, {
    error: `must be one of ${workArrangements.join(", ")}`,
  }),
  /** For remote roles: the country applicants must live in (ISO 3166-1 alpha-2). */
  applicantCountry: z
    .string()
    .regex(/^[A-Z]{2}$/, "must be a two-letter country code")
    .optional(),
  type: z.enum(employmentTypes, { error: `must be one of ${employmentTypes.join(", ")}` }),
  /** The years of experience the role asks for at least ("5" reads "5+ years", "5年以上"). */
  minYearsExperience: z
    .number({ error: expected("a number") })
    .int("must be a whole number")
    .min(0, "must be 0 or more"),
  summary: paragraph(),
  datePosted: isoDate(),
  validThrough: isoDate(),
  salary: fields({
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
  closed: flag().default(false),
});

// ---- Testimonials, leaders, legal documents ----------------------------------------------------

export const testimonial = fields({
  order: order(),
  /** Shown on the home page (exactly three). */
  featured: flag().default(false),
  quote: paragraph().max(400, "is longer than 400 characters"),
  author: text(),
  role: text(),
  /** The company the author speaks for, by its name in clients.yaml's logos: its wordmark tops the quote. */
  client: text(),
  rating: z
    .number({ error: expected("a number") })
    .int()
    .min(1, "must be 1 to 5")
    .max(5, "must be 1 to 5"),
  /** The author's initials, shown as a monogram. */
  avatar: z
    .string({ error: expected("initials") })
    .regex(/^[A-Z]{2,3}$/, "must be two or three capital letters"),
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
export const legalDocument = fields({
  title: text(),
  lastUpdated: isoDate(),
  intro: paragraph(),
  /** The traffic-counting opt-out's words, for a body that places it (lib/legal-document.ts). */
  countingControl: fields({
    /** The state: counted, opted out, or the browser's Do Not Track / Global Privacy Control. */
    on: text(),
    off: text(),
    signal: text(),
    /** The button, by what it does. */
    turnOff: text(),
    turnOn: text(),
  }).optional(),
});

export type CaseStudy = z.infer<typeof caseStudy> & EntryBody;
export type Outcome = z.infer<typeof outcomeFigure>;
export type NewsCategory = (typeof newsCategories)[number];
export type NewsPost = z.infer<typeof newsPost> & EntryBody;
export type JobOpening = z.infer<typeof job> & EntryBody;
export type EmploymentType = (typeof employmentTypes)[number];
export type Testimonial = z.infer<typeof testimonial> & EntryBody;
export type Leader = z.infer<typeof leader> & EntryBody;
export type LegalEntry = z.infer<typeof legalDocument> & EntryBody;
