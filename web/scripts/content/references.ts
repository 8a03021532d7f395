// Checks that need more than one file: a slug used twice, a reference to an entry that does not
// exist, a link to a page the site does not have.
import routeConfig from "../../app/routes.ts";
import {
  collections,
  type CollectionDefinition,
  type CollectionName,
} from "../../app/content/collections.ts";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { fieldPath, type ContentProblem } from "./errors.ts";

const publicDir = join(import.meta.dirname, "..", "..", "public");
const artDir = join(import.meta.dirname, "..", "..", "art");

/** Whether `name` ("service-cloud") is a picture in web/art/, which the build encodes. */
export const artworkExists = (name: string) => existsSync(join(artDir, `${name}.svg`));
/** Files the build steps write (scripts/build-steps/). */
const generatedFiles = new Set([
  "/media-kit/kaveri-digital-mark-1024.png",
  "/whats-new/rss.xml",
  "/sitemap.xml",
]);

type Loaded = Record<CollectionName, unknown>;
type Entry = Record<string, unknown> & { slug: string };

/** Dynamic routes and the collection whose slugs fill them (each collection's `route` in the registry). */
export const collectionRoutes: Partial<Record<string, CollectionName>> = Object.fromEntries(
  (Object.entries(collections) as [CollectionName, CollectionDefinition][]).flatMap(
    ([name, definition]) => (definition.route ? [[definition.route, name] as const] : []),
  ),
);

/** A field whose value is the slug of an entry of another collection. */
interface SlugReference {
  from: CollectionName;
  /** For a `data` collection: the field holding its list ("projects"). */
  list?: string;
  field: string;
  to: CollectionName;
}

const slugReferences: SlugReference[] = [
  { from: "case-studies", field: "industry", to: "industries" },
  { from: "case-studies", field: "services", to: "services" },
  { from: "industries", field: "serviceSlugs", to: "services" },
  { from: "industries", field: "caseStudySlugs", to: "case-studies" },
  { from: "projects", list: "projects", field: "services", to: "services" },
];

/** A field whose value names an item of another file's list by its `name` (a product, a client's wordmark). */
interface NameReference {
  from: CollectionName;
  /** Keys down to the field ("hero", "screens"). */
  field: string[];
  to: CollectionName;
  list: string;
}

const nameReferences: NameReference[] = [
  { from: "pages/home", field: ["hero", "screens"], to: "products", list: "products" },
  { from: "case-studies", field: ["client"], to: "clients", list: "logos" },
  { from: "testimonials", field: ["client"], to: "clients", list: "logos" },
];

const entriesOf = (loaded: Loaded, name: CollectionName): Entry[] =>
  Array.isArray(loaded[name]) ? (loaded[name] as Entry[]) : [];

function routePatterns(): string[] {
  const patterns: string[] = [];
  const walk = (
    routes: readonly { path?: string; index?: boolean; children?: unknown }[],
    prefix: string,
  ) => {
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
    // A file (a logo in the media kit): in web/public, or written by a build step.
    if (/\.[a-z0-9]+$/.test(path))
      return existsSync(join(publicDir, path)) || generatedFiles.has(`/${path}`);
    return patterns.some((pattern) => {
      if (!pattern.includes(":")) return pattern === path;
      const [prefix] = pattern.split("/:");
      if (!path.startsWith(`${prefix}/`)) return false;
      const rest = path.slice(prefix!.length + 1);
      if (rest.includes("/"))
        return pattern.endsWith("/page/:page") ? /^page\/\d+$/.test(rest) : false;
      const collection = collectionRoutes[pattern];
      return collection
        ? entriesOf(loaded, collection).some((entry) => entry.slug === rest)
        : /^[a-z0-9-]+$/.test(rest);
    });
  };
}

/** Every `image` field (an artwork name) at any depth of an entry. */
function artworkIn(
  value: unknown,
  path: PropertyKey[],
  found: { path: PropertyKey[]; name: string }[],
) {
  if (Array.isArray(value))
    value.forEach((item, index) => artworkIn(item, [...path, index], found));
  else if (value && typeof value === "object") {
    for (const [key, inner] of Object.entries(value)) {
      if (key === "image" && typeof inner === "string")
        found.push({ path: [...path, key], name: inner });
      else artworkIn(inner, [...path, key], found);
    }
  }
}

function linksIn(
  value: unknown,
  path: PropertyKey[],
  found: { path: PropertyKey[]; link: string }[],
) {
  if (typeof value === "string") {
    // Links written in copy as [label](/path).
    for (const [, link] of value.matchAll(/\]\((\/[^)\s]*)\)/g)) found.push({ path, link: link! });
    // Route patterns ("/services/:slug") name a kind of page, not a page.
    if (/^\/(?!\/)/.test(value) && !/\s/.test(value) && !value.includes("/:"))
      found.push({ path, link: value });
  } else if (Array.isArray(value))
    value.forEach((item, index) => linksIn(item, [...path, index], found));
  else if (value && typeof value === "object") {
    for (const [key, inner] of Object.entries(value))
      if (key !== "html") linksIn(inner, [...path, key], found);
  }
}

export function checkReferences(
  loaded: Loaded,
  fileOf: (collection: CollectionName, slug?: string) => string,
): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const isPage = makePathChecker(loaded);
  for (const [name, value] of Object.entries(loaded) as [CollectionName, unknown][]) {
    const entries = Array.isArray(value)
      ? (value as Entry[])
      : [{ slug: "", ...(value as object) } as Entry];
    for (const entry of entries) {
      const file = fileOf(name, entry.slug || undefined);
      const links: { path: PropertyKey[]; link: string }[] = [];
      linksIn(entry, [], links);
      for (const { path, link } of links) {
        if (isPage(link)) continue;
        // A path with an extension names a file (an image, a download), anything else a page.
        const message = /\.[a-z0-9]+$/i.test(link.replace(/[?#].*$/, ""))
          ? `names ${link}, a file the site does not have`
          : `links to ${link}, a page the site does not have`;
        problems.push({ file, field: fieldPath(path), message });
      }
      const pictures: { path: PropertyKey[]; name: string }[] = [];
      artworkIn(entry, [], pictures);
      for (const { path, name } of pictures) {
        if (!artworkExists(name))
          problems.push({
            file,
            field: fieldPath(path),
            message: `names the artwork "${name}", which is not in web/art/`,
          });
      }
    }
    if (Array.isArray(value)) {
      const seen = new Set<string>();
      for (const item of value as Record<string, unknown>[]) {
        if (typeof item.slug !== "string") continue;
        if (seen.has(item.slug))
          problems.push({
            file: fileOf(name),
            field: "slug",
            message: `"${item.slug}" is used twice`,
          });
        seen.add(item.slug);
      }
    }
    // A list inside a data file ("projects.yaml: projects") whose items carry their own slug.
    else if (value && typeof value === "object") {
      for (const [key, inner] of Object.entries(value)) {
        if (!Array.isArray(inner)) continue;
        const seen = new Set<string>();
        inner.forEach((item: Record<string, unknown>, index) => {
          if (typeof item?.slug !== "string") return;
          if (seen.has(item.slug))
            problems.push({
              file: fileOf(name),
              field: `${key}[${index}].slug`,
              message: `"${item.slug}" is used twice`,
            });
          seen.add(item.slug);
        });
      }
    }
  }
  for (const { from, list, field, to } of slugReferences) {
    const targets = new Set(entriesOf(loaded, to).map((entry) => entry.slug));
    const sources = list
      ? (((loaded[from] as Record<string, unknown> | undefined)?.[list] ?? []) as Entry[])
      : entriesOf(loaded, from);
    sources.forEach((entry, position) => {
      const values = ([] as unknown[]).concat(entry[field] ?? []);
      const at = list ? `${list}[${position}].${field}` : field;
      values.forEach((slug, index) => {
        if (!targets.has(String(slug))) {
          problems.push({
            file: fileOf(from, list ? undefined : entry.slug),
            field: Array.isArray(entry[field]) ? `${at}[${index}]` : at,
            message: `"${String(slug)}" is not in ${to}`,
          });
        }
      });
    });
  }
  for (const { from, field, to, list } of nameReferences) {
    const items = ((loaded[to] as Record<string, unknown> | undefined)?.[list] ?? []) as {
      name?: unknown;
    }[];
    const names = new Set(items.map((item) => String(item.name)));
    const value = loaded[from];
    const sources = Array.isArray(value)
      ? (value as Entry[])
      : value
        ? [{ slug: "", ...(value as object) } as Entry]
        : [];
    for (const entry of sources) {
      const found = field.reduce<unknown>(
        (at, key) => (at as Record<string, unknown> | undefined)?.[key],
        entry,
      );
      const at = field.join(".");
      ([] as unknown[]).concat(found ?? []).forEach((name, index) => {
        if (!names.has(String(name)))
          problems.push({
            file: fileOf(from, entry.slug || undefined),
            field: Array.isArray(found) ? `${at}[${index}]` : at,
            message: `"${String(name)}" is not in ${to} (${list})`,
          });
      });
    }
  }
  return problems;
}
