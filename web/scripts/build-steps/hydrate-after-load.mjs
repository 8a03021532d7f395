// React Router's boot script imports the framework and the route modules as soon as it is parsed,
// so on a slow phone they compete with the page's own CSS and images for the first paint
// (Lighthouse's mobile simulation counts every script that finishes before the paint against
// LCP). This rewrites it to fetch the same modules once the page is shown (loaded and painted):
// the visitor sees the pre-rendered page first, and the app hydrates right after.
import { readFile, writeFile } from "node:fs/promises";
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

export function deferredBoot({ sideEffects, modules, assignment, entry }) {
  const imports = [...sideEffects, ...modules.map((m) => m.url)].map((url) => `import(${JSON.stringify(url)})`);
  const names = [...sideEffects.map(() => ""), ...modules.map((m) => m.name)].join(", ");
  return [
    "const boot = async () => {",
    `  const [${names}] = await Promise.all([${imports.join(", ")}]);`,
    `  ${assignment}`,
    `  await import(${JSON.stringify(entry)});`,
    "};",
    // Once the page is shown (loaded, its first paint presented: app/lib/inline-scripts/page-shown.ts).
    "const start = () => setTimeout(boot, 0);",
    `${onPageShown("start")};`,
  ].join("\n");
}

export async function run(clientDir) {
  let rewritten = 0;
  for (const { file, route } of await htmlPages(clientDir)) {
    const html = await readFile(file, "utf8");
    const match = html.match(bootScript);
    if (!match) continue;
    const parts = parseBoot(match[1]);
    if (!parts) throw new Error(`hydrate-after-load: ${route}: unexpected boot script shape`);
    await writeFile(file, html.replace(bootScript, () => `<script type="module">${deferredBoot(parts)}</script>`));
    rewritten += 1;
  }
  return `${rewritten} pages boot after load`;
}
