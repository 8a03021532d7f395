// React Router emits <link rel="modulepreload"> for the whole framework; Lighthouse's mobile
// simulation counts those high-priority fetches against the first paint
// (docs/decisions/002-hydration-after-first-paint.md). The module script still imports
// everything it needs.
import { readFile, writeFile } from "node:fs/promises";
import { htmlPages } from "./html-files.mjs";

const preload = /<link rel="modulepreload" href="[^"]*"\/>/g;

export async function run(clientDir) {
  let removed = 0;
  for (const { file } of await htmlPages(clientDir)) {
    const html = await readFile(file, "utf8");
    const stripped = html.replace(preload, () => {
      removed += 1;
      return "";
    });
    if (stripped !== html) await writeFile(file, stripped);
  }
  return `${removed} preload tags removed`;
}
