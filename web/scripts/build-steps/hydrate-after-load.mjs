// React Router's boot script imports the framework and the route modules as soon as it is parsed,
// so on a slow phone they compete with the page's own CSS and images for the first paint
// (Lighthouse's mobile simulation counts every script that finishes before the paint against
// LCP). This rewrites it to fetch the same modules once the page is shown (loaded and painted):
// the visitor sees the pre-rendered page first, and the app hydrates right after.
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { onPageShown } from "../../app/lib/inline-scripts/page-shown.ts";
import { htmlPages } from "./html-files.mjs";

const bootScript = /<script type="module" async="">([\s\S]*?)<\/script>/;

/** The boot script's parts: side-effect imports, `import * as name` modules, the rest. */
export function parseBoot(source) {
  const sideEffects = [...source.matchAll(/^import "([^"]+)";$/gm)].map((m) => m[1]);
  const modules = [...source.matchAll(/^import \* as (\w+) from "([^"]+)";$/gm)].map((m) => ({ name: m[1], url: m[2] }));
  const assignment = source.match(/window\.__reactRouterRouteModules = \{[^\n]*\};/)?.[0];
  const entry = source.match(/import\("([^"]+)"\);\s*$/)?.[1];
  if (!assignment || !entry || modules.length === 0) return null;
  return { sideEffects, modules, assignment, entry };
}

/**
 * The module's static imports, in source order: the statements at the head of a built chunk
 * (`import{a as b}from"./x.js";`, `import"./y.js";`, `export{c}from"./z.js";`), past Vite's
 * preload map. Dynamic `import()` calls are not static imports and are left out.
 */
export function staticImports(source) {
  let rest = source.replace(/^const __vite__mapDeps=[^\n]*\n/, "");
  const specifiers = [];
  const statement = /^\s*(?:import|export)\s*(?:[{*\w][^;"']*?from\s*)?["']([^"']+)["'];?/;
  for (let match = rest.match(statement); match; match = rest.match(statement)) {
    specifiers.push(match[1]);
    rest = rest.slice(match[0].length);
  }
  return specifiers;
}

/**
 * The modules `urls` load, each after all it imports (the order the browser evaluates them in
 * one go), as site paths. `read(url)` gives a module's source.
 */
export async function evaluationOrder(urls, read, seen = new Set()) {
  const order = [];
  const visit = async (url) => {
    if (seen.has(url)) return;
    seen.add(url);
    for (const specifier of staticImports(await read(url))) await visit(new URL(specifier, `http://site${url}`).pathname);
    order.push(url);
  };
  for (const url of urls) await visit(url);
  return order;
}

/** The modules in runs of small ones, each large one (≥ `heavyBytes`) the last of its run. */
export function batches(order, sizeOf, heavyBytes = 10_000) {
  const runs = [[]];
  for (const url of order) {
    runs.at(-1).push(url);
    if (sizeOf(url) >= heavyBytes) runs.push([]);
  }
  return runs.filter((run) => run.length > 0);
}

/** Modulepreload links added per task by the boot script. */
const preloadsPerTask = 4;

export function deferredBoot({ modules, assignment, entry }, steps) {
  const names = modules.map((m) => m.name).join(", ");
  const imports = modules.map((m) => `import(${JSON.stringify(m.url)})`).join(", ");
  return [
    // Every module is fetched at once (preloaded, not run), then run in steps, a task each, each
    // module after what it imports: run together, React, the components, the route modules,
    // React DOM and the router block a phone's main thread for longer than any of them alone.
    `const steps = ${JSON.stringify(steps.slice(0, -1))};`,
    "const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));",
    "const boot = async () => {",
    // The preload links go in a few at a time, a task apart: each starts a fetch at once, and the
    // twenty-odd of a page in one go make one long task.
    `  const preload = [...steps.flat(), ${JSON.stringify(entry)}];`,
    `  for (let i = 0; i < preload.length; i += ${preloadsPerTask}) { if (i > 0) await nextTask(); for (const href of preload.slice(i, i + ${preloadsPerTask})) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href })); }`,
    "  for (const step of steps) { await nextTask(); for (const url of step) await import(url); }",
    `  const [${names}] = await Promise.all([${imports}]);`,
    `  ${assignment}`,
    "  await nextTask();",
    `  await import(${JSON.stringify(entry)});`,
    "};",
    // Once the page is shown (loaded, its first paint presented: app/lib/inline-scripts/page-shown.ts).
    "const start = () => setTimeout(boot, 0);",
    `${onPageShown("start")};`,
  ].join("\n");
}

export async function run(clientDir) {
  let rewritten = 0;
  const sources = new Map();
  const read = async (url) => {
    if (!sources.has(url)) sources.set(url, await readFile(join(clientDir, url), "utf8"));
    return sources.get(url);
  };
  for (const { file, route } of await htmlPages(clientDir)) {
    const html = await readFile(file, "utf8");
    const match = html.match(bootScript);
    if (!match) continue;
    const parts = parseBoot(match[1]);
    if (!parts) throw new Error(`hydrate-after-load: ${route}: unexpected boot script shape`);
    const first = await evaluationOrder([...parts.sideEffects, ...parts.modules.map((m) => m.url)], read);
    const order = [...first, ...(await evaluationOrder([parts.entry], read, new Set(first)))];
    if (order.at(-1) !== parts.entry) throw new Error(`hydrate-after-load: ${route}: the entry is imported by a route module`);
    const steps = batches(order.slice(0, -1), (url) => sources.get(url).length);
    steps.push([parts.entry]);
    await writeFile(file, html.replace(bootScript, () => `<script type="module">${deferredBoot(parts, steps)}</script>`));
    rewritten += 1;
  }
  return `${rewritten} pages boot after load`;
}
