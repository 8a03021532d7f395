// The pages to test, read from the build output rather than kept by hand: a page added to the
// app is tested as soon as it is built.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { htmlPages } from "../../../scripts/build-steps/html-files.mjs";
import { staticDir } from "./server.mjs";

if (!existsSync(join(staticDir, "index.html"))) {
  throw new Error(`No build at ${staticDir}: run \`npm run build\` (or set STATIC_DIR) first.`);
}

const built = await htmlPages(staticDir);

/** Every pre-rendered page's path ("/", "/services", "/services/design", ...), sorted. */
export const pageRoutes: readonly string[] = built.filter((p) => !p.notFound).map((p) => p.route);

/** A path no page answers, for the 404 checks. */
export const unknownPath = "/this-page-does-not-exist";
