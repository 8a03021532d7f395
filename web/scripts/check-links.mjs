// Link check of the built site: every internal href/src (and og:image, srcset, inline module
// imports) in every pre-rendered page must resolve to a built file or page, and every #fragment
// must exist in its target. Prints "<page> → <link>: <problem>" per failure; exits 1 if any.
//
// Usage: node scripts/check-links.mjs [clientDir]   (default: $STATIC_DIR or build/client)
import { existsSync, statSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { htmlPages } from "./build-steps/html-files.mjs";

const webDir = resolve(import.meta.dirname, "..");
const clientDir = resolve(webDir, process.argv[2] ?? process.env.STATIC_DIR ?? "build/client");
if (!existsSync(join(clientDir, "index.html"))) {
  console.error(`check-links: no build at ${clientDir} (run npm run build first)`);
  process.exit(2);
}

const entities = { amp: "&", quot: '"', apos: "'", lt: "<", gt: ">", nbsp: "\u00a0" };
const decode = (value) =>
  value.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name) => {
    if (name[0] === "#")
      return String.fromCodePoint(
        name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : Number(name.slice(1)),
      );
    return entities[name.toLowerCase()] ?? whole;
  });

/** The references a page makes, as [attribute, value] pairs, from markup (not script text). */
function references(html) {
  const refs = [];
  for (const [, body] of html.matchAll(/<script\b[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const [, spec] of body.matchAll(
      /\bimport\s*(?:\(\s*)?(?:[\w{}\s,*$]+from\s*)?["']([^"']+)["']/g,
    )) {
      refs.push(["import", spec]);
    }
  }
  const markup = html
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/(<script\b[^>]*>)[\s\S]*?<\/script>/g, "$1</script>")
    .replace(/(<style\b[^>]*>)[\s\S]*?<\/style>/g, "$1</style>");
  for (const [tag] of markup.matchAll(/<[a-z][^>]*>/gi)) {
    for (const [, name, value] of tag.matchAll(
      /\s(href|src|srcset|imagesrcset|poster|content)="([^"]*)"/gi,
    )) {
      const attr = name.toLowerCase();
      const text = decode(value);
      if (attr === "content") {
        if (/\s(?:property|name)="(?:og:image|og:url|twitter:image)"/i.test(tag))
          refs.push([attr, text]);
      } else if (attr.endsWith("srcset")) {
        for (const candidate of text.split(",")) {
          const url = candidate.trim().split(/\s+/)[0];
          if (url) refs.push([attr, url]);
        }
      } else refs.push([attr, text]);
    }
  }
  return refs;
}

/** Ids a fragment may target in a page. */
function anchors(html) {
  const ids = new Set();
  for (const [, , id] of html.matchAll(/\s(id|name)="([^"]+)"/g)) ids.add(decode(id));
  return ids;
}

/** The built file a path is served from, or undefined. */
function fileFor(pathname) {
  const rel = decodeURIComponent(pathname).replace(/^\/+/, "");
  for (const candidate of [rel, join(rel, "index.html"), `${rel.replace(/\/$/, "")}.html`]) {
    const file = join(clientDir, candidate);
    if (file.startsWith(clientDir) && existsSync(file) && statSync(file).isFile()) return file;
  }
  return undefined;
}

const pages = await htmlPages(clientDir);
const home = await readFile(join(clientDir, "index.html"), "utf8");
const siteOrigin = new URL(
  process.env.SITE_URL ??
    home.match(/<link rel="canonical" href="([^"]+)"/)?.[1] ??
    "http://site.invalid",
).origin;
const local = "http://local.invalid";

const htmlCache = new Map();
const readPage = async (file) => {
  if (!htmlCache.has(file)) htmlCache.set(file, await readFile(file, "utf8"));
  return htmlCache.get(file);
};

const failures = new Set();
let checked = 0;
for (const page of pages) {
  const html = await readPage(page.file);
  const pageUrl = new URL(page.route, local);
  const ownIds = anchors(html);
  for (const [attr, raw] of references(html)) {
    const fail = (problem) => failures.add(`${page.route} → ${attr}="${raw}": ${problem}`);
    if (/^(mailto|tel|data|blob|sms):/i.test(raw)) continue;
    if (/^javascript:/i.test(raw)) {
      fail("javascript: URL");
      continue;
    }
    if (raw === "#" && attr === "href") {
      fail('placeholder link (href="#")');
      continue;
    }
    let url;
    try {
      url = new URL(raw, pageUrl);
    } catch {
      fail("not a valid URL");
      continue;
    }
    if (url.origin === siteOrigin) url = new URL(url.pathname + url.search + url.hash, local);
    if (url.origin !== local) continue; // another site: not ours to check
    checked += 1;
    const fragment = url.hash ? decodeURIComponent(url.hash.slice(1)) : "";
    const samePage = url.pathname === pageUrl.pathname;
    const file = samePage ? page.file : fileFor(url.pathname);
    if (!file) {
      fail("no such page or file in the build");
      continue;
    }
    if (fragment && fragment !== "top" && file.endsWith(".html")) {
      const ids = samePage ? ownIds : anchors(await readPage(file));
      if (!ids.has(fragment)) fail(`no element with id "${fragment}" in ${url.pathname}`);
    }
  }
}

console.log(
  `check-links: ${pages.length} pages, ${checked} internal references checked, ${failures.size} broken`,
);
for (const failure of failures) console.error(`  ${failure}`);
process.exit(failures.size > 0 ? 1 : 0);
