import { statSync } from "node:fs";
import { join } from "node:path";

/** A tag's attributes, names in lower case (React writes `imageSrcSet`, HTML reads any case). */
function attributes(text: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const m of text.matchAll(/([\w:-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g))
    found.set(m[1]!.toLowerCase(), m[2] ?? m[3] ?? m[4] ?? "");
  return found;
}

interface Tag {
  name: string;
  attrs: Map<string, string>;
}

function tags(html: string): Tag[] {
  return [...html.matchAll(/<(script|link|img|source|iframe|video|audio)\b([^>]*)>/gi)].map(
    (m) => ({ name: m[1]!.toLowerCase(), attrs: attributes(m[2]!) }),
  );
}

/** The URLs of a srcset, without their descriptors. */
const srcsetUrls = (srcset: string) =>
  srcset
    .split(",")
    .map((c) => c.trim().split(/\s+/)[0]!)
    .filter(Boolean);

/** Links that only name another address (canonical, hreflang alternates, feeds) fetch nothing. */
const fetchingRels = new Set([
  "stylesheet",
  "preload",
  "modulepreload",
  "icon",
  "apple-touch-icon",
  "manifest",
  "prefetch",
]);

/** Every URL the page's markup makes a browser fetch. */
export function fetchedUrls(html: string): string[] {
  const urls: string[] = [];
  for (const { name, attrs } of tags(html)) {
    if (name === "link") {
      const rels = (attrs.get("rel") ?? "").toLowerCase().split(/\s+/);
      if (!rels.some((r) => fetchingRels.has(r))) continue;
      if (attrs.has("href")) urls.push(attrs.get("href")!);
      if (attrs.has("imagesrcset")) urls.push(...srcsetUrls(attrs.get("imagesrcset")!));
      continue;
    }
    for (const key of ["src", "poster"]) if (attrs.has(key)) urls.push(attrs.get(key)!);
    if (attrs.has("srcset")) urls.push(...srcsetUrls(attrs.get("srcset")!));
  }
  return urls;
}

/** A URL that leaves the page's own origin (an absolute or scheme-relative address). */
export const isForeign = (url: string) => /^(?:[a-z][a-z0-9+.-]*:)?\/\//i.test(url);

/** Whether a media condition of min-width / max-width in px holds at `width`. */
function mediaHolds(media: string, width: number): boolean {
  const conditions = media.split(/\s+and\s+/i);
  return conditions.every((c) => {
    const m = c.trim().match(/^\((min|max)-width:\s*(\d+(?:\.\d+)?)px\)$/i);
    if (!m) throw new Error(`cannot evaluate the media condition "${media}"`);
    const px = Number(m[2]);
    return m[1]!.toLowerCase() === "min" ? width >= px : width <= px;
  });
}

/** The slot width a `sizes` value gives at a viewport `width`, in CSS px. */
function slotWidth(sizes: string | undefined, width: number): number {
  if (!sizes) return width;
  for (const entry of sizes.split(",").map((s) => s.trim())) {
    const m = entry.match(/^(?:(\(.*\))\s+)?(\d+(?:\.\d+)?)(px|vw)$/i);
    if (!m) throw new Error(`cannot evaluate the sizes entry "${entry}"`);
    if (m[1] && !mediaHolds(m[1], width)) continue;
    return m[3]!.toLowerCase() === "vw" ? (Number(m[2]) * width) / 100 : Number(m[2]);
  }
  return width;
}

/** The candidate a browser at device pixel ratio 1 picks for a slot: the smallest wide enough. */
function candidateFor(srcset: string, slot: number): string {
  const candidates = srcset
    .split(",")
    .map((c) => c.trim().split(/\s+/))
    .filter((parts) => parts[0])
    .map(([url, descriptor]) => ({ url: url!, w: Number((descriptor ?? "").replace(/w$/, "")) }));
  if (candidates.some((c) => !Number.isFinite(c.w) || c.w <= 0))
    throw new Error(`cannot read the width descriptors of "${srcset}"`);
  candidates.sort((a, b) => a.w - b.w);
  return (candidates.find((c) => c.w >= slot) ?? candidates.at(-1)!).url;
}

/**
 * The images a page asks for first at a viewport `width` (a preload of an image, an <img> of
 * high priority), as the file a browser at device pixel ratio 1 fetches: the candidates the
 * LCP image budget holds.
 */
export function priorityImages(html: string, width: number): string[] {
  const urls: string[] = [];
  for (const { name, attrs } of tags(html)) {
    const preload =
      name === "link" &&
      (attrs.get("rel") ?? "").toLowerCase() === "preload" &&
      attrs.get("as") === "image";
    const high = name === "img" && (attrs.get("fetchpriority") ?? "").toLowerCase() === "high";
    if (!preload && !high) continue;
    const media = attrs.get("media");
    if (media && !mediaHolds(media, width)) continue;
    const srcset = attrs.get(preload ? "imagesrcset" : "srcset");
    const sizes = attrs.get(preload ? "imagesizes" : "sizes");
    const url = srcset
      ? candidateFor(srcset, slotWidth(sizes, width))
      : attrs.get(preload ? "href" : "src");
    if (url) urls.push(url);
  }
  return urls;
}

/** The bytes of a file the site serves at `url` (a path on its own origin). */
export const servedBytes = (staticDir: string, url: string) =>
  statSync(join(staticDir, decodeURIComponent(new URL(url, "http://site").pathname))).size;
