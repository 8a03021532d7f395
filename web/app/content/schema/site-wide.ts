// Copy every page shares: the navigation (header, mega menu, footer), labels components share,
// the assistant's replies and the kinds of page search results name.
import { z } from "zod";
import { expected, fields, href, list, paragraph, slug, text } from "./fields.ts";

const navLink = fields({ label: text(), href: href() });
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
  contactCta: navLink,
  footerCta: fields({ title: text(), body: paragraph(), label: text() }),
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
});

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
