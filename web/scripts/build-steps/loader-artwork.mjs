// Artwork that only a build-time loader imports (the product screens: app/content/product-screens.ts)
// is emitted by the server build alone, while the pre-rendered pages link to it: copy each such
// file to the client output, where the site is served from.
import { copyFile, mkdir, readdir } from "node:fs/promises";
import { join } from "node:path";

export async function run(clientDir) {
  const from = join(clientDir, "..", "server", "assets", "art");
  const to = join(clientDir, "assets", "art");
  await mkdir(to, { recursive: true });
  const present = new Set(await readdir(to));
  const missing = (await readdir(from).catch(() => [])).filter((name) => !present.has(name));
  for (const name of missing) await copyFile(join(from, name), join(to, name));
  return `${missing.length} files copied from the server build`;
}
