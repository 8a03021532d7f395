// The pages' islands (components/islands/Island.tsx): writes into each page's islands loader
// (app/lib/inline-scripts/islands.ts) the modules of the islands the page holds, from the islands
// build's manifest (vite.islands.config.ts) of the page's language, and stops the build on an
// island without a module, without its props, or placed twice on a page, and on a public page
// that loads React Router after all (root.tsx renders its scripts under /team/ only). Before the CSP step:
// the loader's text changes here. It also deletes the public pages' React Router data files
// (`*.data`): no public page loads the router that would read them (the team console's own stay).
// It also writes the language suggestion's module (app/islands/language-suggestion.client.ts)
// into the page's inline decision (lib/inline-scripts/language-suggestion.ts).
import { existsSync } from "node:fs";
import { readdir, readFile, rm, writeFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { languages } from "../languages.mjs";
import { islandsMapMarker, islandsMapText } from "../../app/lib/inline-scripts/islands.ts";
import { suggestionModuleMarker } from "../../app/lib/inline-scripts/language-suggestion.ts";
import { htmlPages, privateFolders } from "./html-files.mjs";

const manifestFile = (code) => `${code === "en" ? "" : `${code}/`}.islands-manifest.json`;
const entrySuffix = ".client.tsx";

/**
 * { name: { src, preload } } from a Vite manifest: each entry app/islands/<name>.client.tsx, its
 * file and every chunk it imports statically, transitively (dynamic imports load on demand).
 */
export function islandModules(manifest) {
  const map = {};
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isEntry || !key.endsWith(entrySuffix)) continue;
    const name = key.slice(key.lastIndexOf("/") + 1, -entrySuffix.length);
    const preload = [];
    const visit = (k) => {
      for (const imported of manifest[k]?.imports ?? []) {
        const file = `/${manifest[imported].file}`;
        if (preload.includes(file)) continue;
        preload.push(file);
        visit(imported);
      }
    };
    visit(key);
    map[name] = { src: `/${chunk.file}`, preload };
  }
  return map;
}

const suggestionEntry = "app/islands/language-suggestion.client.ts";

/** The language suggestion bar's module, from a Vite manifest. */
export const suggestionModule = (manifest) =>
  manifest[suggestionEntry] ? `/${manifest[suggestionEntry].file}` : undefined;

/** The page with the suggestion module's address in its inline decision, if it has one. */
export function writeSuggestionModule(html, src) {
  if (!html.includes(suggestionModuleMarker)) return html;
  if (!src) throw new Error("the language suggestion has no module in the islands build");
  return html.replaceAll(suggestionModuleMarker, src);
}

const islandTag = /<div\b[^>]*\bdata-island="([^"]+)"[^>]*>/g;

/**
 * The islands a page's HTML places, in order. Throws when one has no props script right after
 * its wrapper (the pre-rendered wrapper closes where its HTML ends, so the props script is found
 * as the first script after it, named the same) or when a name comes twice (one useId prefix).
 */
export function pageIslands(html) {
  const names = [];
  for (const match of html.matchAll(islandTag)) {
    const name = match[1];
    if (names.includes(name)) throw new Error(`island ${name} is placed twice`);
    const after = html.slice(match.index + match[0].length);
    const props = after.match(/<script type="application\/json" data-island-props="([^"]*)">/);
    if (!props || props[1] !== name) throw new Error(`island ${name} has no props script`);
    names.push(name);
  }
  return names;
}

/** Throws when a page carries React Router's boot or handoff: public pages load no router. */
export function assertNoRouter(html) {
  if (/window\.__reactRouter(Context|Manifest|RouteModules)\b|<link rel="modulepreload"/.test(html))
    throw new Error("loads React Router (only the team console may)");
}

/** The page with its loader's module map set to `map`. Throws when the page has no loader. */
export function writeIslandsMap(html, map) {
  const at = html.indexOf(islandsMapMarker);
  if (at < 0 || html.indexOf(islandsMapMarker, at + 1) >= 0)
    throw new Error("expected one islands loader");
  const end = html.indexOf(";\n", at);
  return `${html.slice(0, at)}${islandsMapText(map)}${html.slice(end)}`;
}

const languageOfRoute = (route) =>
  languages.find(({ code }) => code !== "en" && (route === `/${code}` || route.startsWith(`/${code}/`)))
    ?.code ?? "en";

async function deleteDataFiles(clientDir) {
  let deleted = 0;
  for (const entry of await readdir(clientDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith(".data")) continue;
    const top = relative(clientDir, entry.parentPath).split(sep)[0];
    if (privateFolders.includes(top)) continue;
    await rm(join(entry.parentPath, entry.name));
    deleted += 1;
  }
  return deleted;
}

export async function run(clientDir) {
  const modules = {};
  const suggestionModules = {};
  for (const { code } of languages) {
    const file = join(clientDir, manifestFile(code));
    if (!existsSync(file)) continue;
    const manifest = JSON.parse(await readFile(file, "utf8"));
    modules[code] = islandModules(manifest);
    suggestionModules[code] = suggestionModule(manifest);
  }
  let placed = 0;
  let pages = 0;
  for (const { file, route } of await htmlPages(clientDir)) {
    const html = await readFile(file, "utf8");
    const code = languageOfRoute(route);
    const map = {};
    try {
      assertNoRouter(html);
      for (const name of pageIslands(html)) {
        const module = modules[code]?.[name];
        if (!module) throw new Error(`island ${name} has no module in the ${code} islands build`);
        map[name] = module;
      }
      await writeFile(
        file,
        writeSuggestionModule(writeIslandsMap(html, map), suggestionModules[code]),
      );
    } catch (error) {
      throw new Error(`islands: ${route}: ${error.message}`, { cause: error });
    }
    placed += Object.keys(map).length;
    if (Object.keys(map).length) pages += 1;
  }
  const deleted = await deleteDataFiles(clientDir);
  return `${placed} islands on ${pages} pages; ${deleted} data files deleted`;
}
