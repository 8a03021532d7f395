// Copy every page shares: the navigation (header, mega menu, footer), labels components share,
// the assistant's replies and the kinds of page search results name.
import { z } from "zod";
import { expected, fields, href, list, paragraph, sitePath, slug, text } from "./fields.ts";
import { productStatuses } from "./catalogue.ts";
import { employmentTypes, newsCategories, workArrangements } from "./stories.ts";

/** One label per value of a fixed list (a product's status), in the file's language. */
const labelsOf = (values: readonly string[]) =>
  fields(Object.fromEntries(values.map((value) => [value, text()])));

const navLink = fields({ label: text(), href: href() });
/** A route pattern: "/careers/:slug", or an exact path ("/contact"). */
const routePattern = () =>
  z
    .string({ error: expected("a route pattern") })
    .regex(/^\/[a-z0-9\-/:]*$/, "must be a route pattern such as /services/:slug");

/** A closing band: the heading, a sentence, its buttons and a few short reassurances. */
const closingBand = fields({
  eyebrow: text(),
  title: text(),
  body: paragraph(),
  /** Short facts under the buttons ("A reply under 24 hours"). */
  points: list(text()).max(3, "holds at most 3 points"),
  secondary: navLink,
});

/** The bands that end pages, above the footer's links, and which pages get which (closing-bands.yaml). */
export const closingBands = fields({
  /** Most pages: its first button is the primary action (contactCta). */
  enquiry: closingBand,
  /** The careers pages: to the open roles. */
  hiring: closingBand.extend({ primary: navLink }),
  /** The not-found pages: the site search (the header's words) and the pages most visitors want. */
  notFound: fields({
    title: text(),
    body: paragraph(),
    popularLabel: text(),
    popular: list(
      fields({
        label: text(),
        href: sitePath(),
        description: text().max(60, "is longer than 60 characters"),
      }),
    ),
  }),
  /** The pages that end with another band than enquiry: the first route that matches wins. */
  pages: list(
    fields({
      route: routePattern(),
      band: z.enum(["hiring", "none"], {
        error: (issue) => `"${String(issue.input)}" is not a band (hiring or none)`,
      }),
    }),
  ),
});
/** A line of the mega menu's panel, for one service or industry page by its slug. */
const megaMenuItems = fields({
  heading: text(),
  more: text(),
  items: list(
    fields({ slug: slug(), description: text().max(60, "is longer than 60 characters") }),
  ),
});

export const navigation = fields({
  groups: list(
    fields({
      label: text(),
      items: list(fields({ title: text(), href: href(), description: text() })),
    }),
  ),
  /** The first group's panel lists every service and industry page: a short line for each, by slug. */
  megaMenu: fields({ services: megaMenuItems, industries: megaMenuItems }),
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
  /** The primary action wherever it means "talk to us about a project" (the header's button). */
  contactCta: navLink,
  footerColumns: list(fields({ heading: text(), links: list(navLink) })),
  legalLinks: list(navLink),
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
  /** The language switcher: its name ("Language"); each language is named in itself (site.ts). */
  /** englishOnly: the notice above a page shown in English; inEnglish: the mark on its card. */
  language: fields({ label: text(), englishOnly: text(), inEnglish: text() }),
  /** How fixed values (a product's status, a post's category, a job's arrangement) read on the page. */
  valueLabels: fields({
    productStatus: labelsOf(productStatuses),
    newsCategory: labelsOf(newsCategories),
    workArrangement: labelsOf(workArrangements),
    employmentType: labelsOf(employmentTypes),
  }),
  /** Places a job is based in: `place` as the job's file writes it ("Bengaluru"), `name` in the
   * file's language; a place not listed is shown as the job's file writes it. */
  places: list(fields({ place: text(), name: text() })).optional(),
  /** The names screen readers give the page's landmarks and lists. */
  landmarks: fields({
    breadcrumb: text(),
    main: text(),
    mobile: text(),
    social: text(),
    notifications: text(),
    search: text(),
    testimonials: text(),
    portfolio: text(),
    missionVision: text(),
    whyUs: text(),
    sectorClients: text(),
  }),
  /** The first link of every breadcrumb trail. */
  home: text(),
  skipToContent: text(),
  /** The search button's keyboard hint off a Mac ("Ctrl K"). */
  searchShortcut: text(),
  /** Read after a link that opens another site (screen readers only). */
  newTab: text(),
  newTabMap: text(),
  /** The news RSS feed's name in the pages' <link rel="alternate"> ("Kaveri Digital: What's New"). */
  newsFeed: text(),
  /** The footer's last line after "© <year> "; {name} is the legal name. */
  copyright: text(),
  dismissNotification: text(),
  /** The marks a quotation is set in (a client's words on a testimonial card). */
  quotation: fields({ open: text(), close: text() }),
  /** The feature carousel: {count} is a slide's number, {total} how many, {name} its title. */
  carousel: fields({
    role: text(),
    slideRole: text(),
    previous: text(),
    next: text(),
    slide: text(),
    position: text(),
    show: text(),
  }),
  /** The chat button on every page. */
  assistantLauncher: fields({ region: text(), open: text(), loading: text() }),
  /** Words on cards; the ...Hidden parts are read by screen readers only, after the label. */
  cards: fields({
    learnMore: text(),
    learnMoreHidden: text(),
    status: text(),
    type: text(),
    services: text(),
    focusAreas: text(),
    step: text(),
    rating: text(),
    forYou: text(),
  }),
  jobCard: fields({
    department: text(),
    location: text(),
    type: text(),
    experience: text(),
    /** The years a role asks for at least: {count}, a form per plural category of the language. */
    experienceYears: fields({
      zero: text().optional(),
      one: text().optional(),
      two: text().optional(),
      few: text().optional(),
      many: text().optional(),
      other: text(),
    }),
    applyByEmail: text(),
    askQuestion: text(),
    askQuestionHidden: text(),
  }),
  notFound: fields({ title: text(), description: text(), body: paragraph(), home: text() }),
  error: fields({ title: text(), message: text() }),
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
  careers: fields({
    intro: text(),
    howToApply: paragraph(),
    allPositions: text(),
    applyFor: text(),
  }),
  /** The chat panel's own words: its heading, input, buttons and what screen readers hear. */
  panel: fields({
    title: text(),
    subtitle: text(),
    placeholder: text(),
    close: text(),
    conversation: text(),
    youSaid: text(),
    botSaid: text(),
    typing: text(),
    listening: text(),
    inputLabel: text(),
    inputHint: text(),
    startVoice: text(),
    stopVoice: text(),
    send: text(),
    helpful: text(),
    unhelpful: text(),
    thanks: text(),
  }),
  /** The replies built from the site's facts: each intro is followed by its list ({count} long). */
  replies: fields({
    services: fields({ intro: text(), question: text(), link: text() }),
    products: fields({ intro: text(), link: text() }),
    ai: fields({ intro: text(), products: text(), stories: text() }),
    contact: fields({
      intro: text(),
      email: text(),
      phone: text(),
      website: text(),
      respond: text(),
    }),
    pricing: fields({ intro: text(), outro: text() }),
    about: fields({ text: paragraph(), link: text() }),
  }),
  /**
   * Per topic, the words and phrases a visitor names it by, in this language: plain text, no
   * patterns (each inflected form its own item); lib/assistant/keyword-match.ts matches them.
   */
  keywords: fields({
    services: keywordList(),
    products: keywordList(),
    ai: keywordList(),
    contact: keywordList(),
    careers: keywordList(),
    pricing: keywordList(),
    about: keywordList(),
  }),
});

/** A topic's keywords: words or short phrases, at least one. */
function keywordList() {
  return list(
    text().max(60, "is longer than 60 characters; a keyword is a word or a short phrase"),
  );
}

/** What kind of page a search result is ("Case study", "News"), by the route it was built from. */
export const pageTypes = fields({
  /** The label of pages that match no pattern below. */
  default: text(),
  types: list(
    fields({
      /** A route pattern: "/services/:slug", or an exact path ("/contact"). */
      route: z
        .string({ error: expected("a route pattern") })
        .regex(/^\/[a-z0-9\-/:]*$/, "must be a route pattern such as /services/:slug"),
      label: text().max(24, "is longer than 24 characters"),
    }),
  ),
});

export type PageTypes = z.infer<typeof pageTypes>;
export type ClosingBand = z.infer<typeof closingBand>;
export type ClosingBands = z.infer<typeof closingBands>;
export type ClosingBandKey = z.infer<typeof closingBands>["pages"][number]["band"] | "enquiry";

/**
 * The goals traffic counting knows (content/goals.json, one file for every language): each a
 * kebab-case name the pages send and the server accepts, and the label its reports show.
 */
export const goals = list(
  fields({
    name: slug().refine((name) => name !== "pageview", '"pageview" is the page view itself'),
    label: text().max(100, "is longer than 100 characters"),
  }),
).superRefine((list, ctx) => {
  const seen = new Set<string>();
  list.forEach((goal, index) => {
    if (seen.has(goal.name))
      ctx.addIssue({
        code: "custom",
        path: [index, "name"],
        message: `"${goal.name}" is listed twice`,
      });
    seen.add(goal.name);
  });
});
