// Each page's own copy: content/<locale>/pages/<page>.yaml, one file a page. A template's file
// (case-study, news-post, job, service, industry) holds what all its pages share.
import { z } from "zod";
import {
  callToAction,
  feature,
  iconFeature,
  introOnly,
  pageIntro,
  sectionCopy,
  sections,
} from "./blocks.ts";
import { fields, href, iconName, list, paragraph, sitePath, statName, text } from "./fields.ts";

// ---- Home and the offer -------------------------------------------------------------------------

export const homePage = fields({
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
  /** The description in search results and link previews. */
  metaDescription: paragraph().max(300, "is longer than 300 characters"),
});

export const servicesPage = fields({
  intro: pageIntro,
  heroStats: list(statName()),
  /** Beside the primary action (navigation.yaml: contactCta). */
  ctas: fields({ secondary: callToAction }),
  allServices: sectionCopy,
});

/** The copy every service page shares; {name} is the service's title. */
export const servicePage = fields({
  breadcrumb: text(),
  /** The hero's buttons: the primary action (navigation.yaml: contactCta), then this back label. */
  hero: fields({ back: text() }),
  features: text(),
  overview: text(),
  process: sectionCopy,
  faq: text(),
  /** The in-page navigation's name and heading. */
  onThisPage: text(),
  /** The card beside the sections: its button is the primary action (navigation.yaml: contactCta). */
  cta: fields({ title: text(), body: paragraph(), secondary: callToAction }),
  notFound: fields({ title: text(), description: text(), link: text(), back: text() }),
});

export const industriesPage = fields({
  intro: pageIntro,
  sections: sections("numbers", "approach"),
  approach: list(iconFeature),
});
/** The headings every industry page shares. */
export const industryPage = fields({
  hero: fields({ eyebrow: text(), back: text() }),
  sections: sections("challenges", "approach", "services", "caseStudies"),
  serviceLink: text(),
});
export const productsPage = fields({
  intro: pageIntro,
  /** The products whose screens stand beside the opening, by name; the first is in front. */
  heroScreens: list(text(), 2).max(3, "holds at most 3 products"),
  sections: sections("suite", "brands"),
});

// ---- About us -------------------------------------------------------------------------------------

export const ourStoryPage = fields({
  intro: pageIntro,
  stats: list(statName()),
  sections: sections("values", "journey", "numbers"),
});
export const leadershipPage = fields({
  intro: pageIntro,
  sections: sections("team"),
  /** [label](/path) is a link. */
  teamNote: paragraph(),
  /** Over the list of leaders beside the page's opening, each a link to their card. */
  roster: text(),
});
export const partnershipsPage = fields({
  intro: pageIntro,
  /** The figures beside the opening (site.ts). */
  heroStats: list(statName()),
  sections: sections("benefits"),
});
export const ourBrandsPage = fields({
  intro: pageIntro,
  /** The figures beside the opening (site.ts). */
  heroStats: list(statName()),
  sections: fields({ brands: sectionCopy, products: sectionCopy.extend({ intro: paragraph() }) }),
  links: fields({ products: callToAction, mediaKit: callToAction }),
});
export const clientsPage = fields({
  intro: pageIntro,
  stats: list(statName()),
  sections: sections("numbers", "logos", "sectors", "engagement", "voices"),
  allTestimonials: callToAction,
  /** [label](/path) is a link. */
  sectorsNote: paragraph(),
});
export const testimonialsPage = fields({
  intro: pageIntro,
  /** The figures beside the opening (site.ts). */
  heroStats: list(statName()),
});
export const careersPage = fields({
  intro: pageIntro,
  seeOpenPositions: text(),
  sections: sections("values", "benefits", "positions", "hiring"),
  /** How we work: the habits we hire for. */
  values: list(iconFeature),
  /** What we offer every employee (job pages list them too). */
  benefits: list(iconFeature),
  /** How hiring works, from application to offer. */
  hiring: list(feature, 2),
});

/** Copy of the job template (/careers/<slug>), and what every role shares: what we offer, how hiring works. */
export const jobPage = fields({
  breadcrumb: text(),
  facts: fields({
    department: text(),
    location: text(),
    workArrangement: text(),
    type: text(),
    experience: text(),
    validThrough: text(),
  }),
  role: text(),
  responsibilities: text(),
  requirements: text(),
  niceToHave: text(),
  offer: fields({ title: text(), lead: paragraph(), roleSpecific: text() }),
  salary: fields({
    title: text(),
    /** Before the range: "Salary". */
    label: text(),
    perYear: text(),
    perMonth: text(),
    note: paragraph(),
  }),
  hiring: fields({
    title: text(),
    lead: paragraph(),
    stages: list(fields({ title: text(), timing: text(), description: paragraph() }), 2),
  }),
  /** The section with id="apply": how to apply to this role. */
  apply: fields({
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

// ---- Resources ------------------------------------------------------------------------------------

export const resourcesPage = fields({
  intro: pageIntro,
  sections: sections("collections", "latest"),
  collections: list(
    fields({
      icon: iconName(),
      title: text(),
      href: sitePath(),
      description: paragraph(),
      /** What the collection holds, under its card ("{count} case studies"). */
      meta: text(),
    }),
  ),
  /** Over the newest case study, beside the opening. */
  featured: text(),
});
export const caseStudiesPage = introOnly;
export const projectsPage = fields({
  intro: pageIntro,
  /** The figures beside the opening (site.ts). */
  heroStats: list(statName()),
});
export const mediaKitPage = fields({
  intro: pageIntro,
  sections: sections("logos", "colours", "boilerplate", "press"),
  guidelinesTitle: text(),
  boilerplateLabels: fields({ short: text(), long: text() }),
});

/** Copy of the case-study template (/resources/case-studies/<slug>) and of the index's filters. */
export const caseStudyPage = fields({
  /** The breadcrumb trail: Home › Resources › Case studies › <client>. */
  breadcrumb: fields({ home: text(), resources: text(), caseStudies: text() }),
  facts: fields({ client: text(), industry: text(), duration: text(), published: text() }),
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
  filters: fields({
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
  card: fields({ readMore: text() }),
  /** The section listing a service's case studies on its page. */
  related: fields({ eyebrow: text(), title: text() }),
  /** The section ending a case study: the next studies to read, nearest first. */
  more: fields({ eyebrow: text(), title: text() }),
});

/** Copy of the news index (/whats-new and its pages /whats-new/page/<n>). */
export const whatsNewPage = fields({
  intro: pageIntro,
  listing: fields({
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
export const newsPostPage = fields({
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

// ---- Legal, contact, search -------------------------------------------------------------------------

export const privacyPage = introOnly;
export const termsPage = introOnly;
export const contactPage = fields({
  intro: pageIntro,
  cards: list(
    fields({
      icon: iconName(),
      title: text(),
      description: text(),
      lines: list(
        fields({
          text: text(),
          href: href().optional(),
          /** Opens in a new tab (maps). */ external: z.boolean().optional(),
        }),
      ),
    }),
  ),
  nextSteps: fields({ title: text(), steps: list(text()) }),
  form: fields({ promise: text(), title: text(), lead: text() }),
});
/** The page after an enquiry sent without JavaScript (/contact/thanks). */
export const contactThanksPage = fields({
  eyebrow: text(),
  title: text(),
  lead: paragraph(),
  backHome: text(),
  exploreServices: text(),
});
export const searchPage = fields({
  copy: fields({
    metaTitle: text(),
    title: text(),
    lead: text(),
    description: text(),
    noScript: paragraph(),
    unavailable: paragraph(),
    suggestionsLabel: text(),
    placeholder: text(),
    submit: text(),
    /** The heading of the filter by kind of page beside the results. */
    kindsLabel: text(),
    /** The filter's choice of every kind. */
    allKinds: text(),
    /** Under the results: {count} (shown) and {total} are filled in. */
    shown: text(),
    searching: text(),
    /** {query} and {kind} (the chosen kind, as `kind` writes it, or nothing) are filled in. */
    noResults: text(),
    /** {count}, {query} and {kind}: a form per plural category of the language (other always). */
    results: fields({
      zero: text().optional(),
      one: text().optional(),
      two: text().optional(),
      few: text().optional(),
      many: text().optional(),
      other: text(),
    }),
    /** The chosen kind of page after the query; {name} is the kind. */
    kind: text(),
    showMore: text(),
  }),
  suggestions: list(text()),
  /** Beside the opening: the site's main sections, for a visitor who would rather browse. */
  browse: text(),
});

export type CaseStudyPage = z.infer<typeof caseStudyPage>;
export type WhatsNewPage = z.infer<typeof whatsNewPage>;
export type NewsPostPage = z.infer<typeof newsPostPage>;
export type JobPage = z.infer<typeof jobPage>;
