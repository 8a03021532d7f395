// After `react-router build`: turn the pre-rendered 404 pages into `<dir>/404.html` files the
// server answers unknown paths with, and drop the SPA fallback the server never serves.
import { rename, rm, rmdir } from "node:fs/promises";
import { join } from "node:path";

const client = join(process.env.BUILD_DIR ?? "build", "client");
const notFoundPaths = ["/404", "/services/404"];

for (const path of notFoundPaths) {
  const dir = join(client, path);
  await rename(join(dir, "index.html"), `${dir}.html`);
  await rmdir(dir);
}
await rm(join(client, "__spa-fallback.html"), { force: true });
console.log(`postbuild: ${notFoundPaths.length} not-found pages placed`);
