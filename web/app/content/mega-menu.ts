import data from "virtual:content/navigation";
import type { NavItem } from "./navigation";
import { industryPages } from "./industries";
import { services } from "./services";

// The "What we do" panel: the group's overview links, then every service and every industry
// page with the short line navigation.yaml gives it. Built by the root route's loader at build
// time, so the eight services and nine industries travel in the HTML, not in the JavaScript.

export interface MegaMenuColumn {
  heading: string;
  /** The phone menu's label for the collapsed list. */
  more: string;
  items: NavItem[];
}

export interface MegaMenu {
  columns: MegaMenuColumn[];
}

type Blurbs = (typeof data.megaMenu)["services"];

/** Each page of a collection, in the collection's order, with its short line; throws on a gap. */
export function menuColumn(
  blurbs: Blurbs,
  pages: readonly { slug: string; title: string }[],
  basePath: string,
): MegaMenuColumn {
  const bySlug = new Map(blurbs.items.map((item) => [item.slug, item.description]));
  const unknown = [...bySlug.keys()].filter((slug) => !pages.some((page) => page.slug === slug));
  if (unknown.length > 0)
    throw new Error(
      `navigation.yaml megaMenu: no page for ${unknown.join(", ")} under ${basePath}`,
    );
  return {
    heading: blurbs.heading,
    more: blurbs.more,
    items: pages.map((page) => {
      const description = bySlug.get(page.slug);
      if (!description)
        throw new Error(
          `navigation.yaml megaMenu: ${basePath}/${page.slug} has no short description`,
        );
      return { title: page.title, href: `${basePath}/${page.slug}`, description };
    }),
  };
}

export function megaMenu(): MegaMenu {
  return {
    columns: [
      menuColumn(data.megaMenu.services, services, "/services"),
      menuColumn(data.megaMenu.industries, industryPages, "/industries"),
    ],
  };
}
