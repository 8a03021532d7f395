// The pre-rendered /404 and /services/404 pages become 404.html and services/404.html: the
// server answers an unknown path with the nearest 404.html above it, with status 404.
import { rename, rm, rmdir } from "node:fs/promises";
import { join } from "node:path";
import { notFoundPaths } from "../../app/prerender-paths.mjs";
import { prefixes } from "../languages.mjs";

// Each language has its own, under its prefix: /de/unknown is answered by de/404.html, in German.
export async function run(clientDir) {
  const paths = prefixes.flatMap((prefix) => notFoundPaths.map((path) => `${prefix}${path}`));
  for (const path of paths) {
    const dir = join(clientDir, path);
    await rename(join(dir, "index.html"), `${dir}.html`);
    await rmdir(dir);
  }
  await rm(join(clientDir, "__spa-fallback.html"), { force: true });
  return `${paths.length} pages placed`;
}
