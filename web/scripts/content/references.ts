// Checks that need more than one file: a slug used twice, a reference to an entry that does not
// exist, a link to a page the site does not have.
import routeConfig from "../../app/routes.ts";
import type { CollectionName } from "../../app/content/collections.ts";
import { fieldPath, type ContentProblem } from "./errors.ts";

type Loaded = Record<CollectionName, unknown>;
type Entry = Record<string, unknown> & { slug: string };

/** Dynamic routes and the collection whose slugs fill them. */
export const collectionRoutes: Partial<Record<string, CollectionName>> = {
  "resources/case-studies/:slug": "case-studies",
  "whats-new/:slug": "news",
  "careers/:slug": "jobs",
};

/** A field whose value is the slug of an entry of another collection. */
interface SlugReference {
  from: CollectionName;
  field: string;
  to: CollectionName;
}

const slugReferences: SlugReference[] = [];

const entriesOf = (loaded: Loaded, name: CollectionName): Entry[] => (Array.isArray(loaded[name]) ? (loaded[name] as Entry[]) : []);

function routePatterns(): string[] {
  const patterns: string[] = [];
  const walk = (routes: readonly { path?: string; index?: boolean; children?: unknown }[], prefix: string) => {
    for (const route of routes) {
      const path = route.index ? prefix : [prefix, route.path].filter(Boolean).join("/");
      patterns.push(path);
      if (Array.isArray(route.children)) walk(route.children, path);
    }
  };
  walk(routeConfig as never, "");
  return patterns.filter((pattern) => pattern !== "*");
}

/** Whether `path` ("/careers/senior-ai-engineer#apply") is a page the site builds. */
export function makePathChecker(loaded: Loaded): (path: string) => boolean {
  const patterns = routePatterns();
  return (link) => {
    const path = link.replace(/[?#].*$/, "").replace(/^\/|\/$/g, "");
    return patterns.some((pattern) => {
      if (!pattern.includes(":")) return pattern === path;
      const [prefix] = pattern.split("/:");
      if (!path.startsWith(`${prefix}/`)) return false;
      const rest = path.slice(prefix!.length + 1);
      if (rest.includes("/")) return pattern.endsWith("/page/:page") ? /^page\/\d+$/.test(rest) : false;
      const collection = collectionRoutes[pattern];
      return collection ? entriesOf(loaded, collection).some((entry) => entry.slug === rest) : /^[a-z0-9-]+$/.test(rest);
    });
  };
}

function linksIn(value: unknown, path: PropertyKey[], found: { path: PropertyKey[]; link: string }[]) {
  if (typeof value === "string") {
    // Route patterns ("/services/:slug") name a kind of page, not a page.
    if (/^\/(?!\/)/.test(value) && !/\s/.test(value) && !value.includes("/:")) found.push({ path, link: value });
  } else if (Array.isArray(value)) value.forEach((item, index) => linksIn(item, [...path, index], found));
  else if (value && typeof value === "object") {
    for (const [key, inner] of Object.entries(value)) if (key !== "html") linksIn(inner, [...path, key], found);
  }
}

export function checkReferences(loaded: Loaded, fileOf: (collection: CollectionName, slug?: string) => string): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const isPage = makePathChecker(loaded);
  for (const [name, value] of Object.entries(loaded) as [CollectionName, unknown][]) {
    const entries = Array.isArray(value) ? (value as Entry[]) : [{ slug: "", ...(value as object) } as Entry];
    for (const entry of entries) {
      const file = fileOf(name, entry.slug || undefined);
      const links: { path: PropertyKey[]; link: string }[] = [];
      linksIn(entry, [], links);
      for (const { path, link } of links) {
        if (!isPage(link)) problems.push({ file, field: fieldPath(path), message: `links to ${link}, a page the site does not have` });
      }
    }
    if (Array.isArray(value)) {
      const seen = new Set<string>();
      for (const item of value as Record<string, unknown>[]) {
        if (typeof item.slug !== "string") continue;
        if (seen.has(item.slug)) problems.push({ file: fileOf(name), field: "slug", message: `"${item.slug}" is used twice` });
        seen.add(item.slug);
      }
    }
  }
  for (const { from, field, to } of slugReferences) {
    const targets = new Set(entriesOf(loaded, to).map((entry) => entry.slug));
    for (const entry of entriesOf(loaded, from)) {
      const values = ([] as unknown[]).concat(entry[field] ?? []);
      values.forEach((slug, index) => {
        if (!targets.has(String(slug))) {
          problems.push({ file: fileOf(from, entry.slug), field: Array.isArray(entry[field]) ? `${field}[${index}]` : field, message: `"${String(slug)}" is not in ${to}` });
        }
      });
    }
  }
  return problems;
}
