// Build time only (route loaders): which languages have their own file of an entry, so a page
// names only those in its hreflang set. English has every entry; a language may lack one
// (a news post or job published in English only), and then shows it from English.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { languages, type LanguageCode } from "~/site";

// Not the loader's contentRoot (scripts/content/load.ts): this module is bundled into each
// language's server build, where the loader's own folder is no longer the bundle's; the build
// runs from web/.
const contentRoot = process.env.CONTENT_DIR ?? join(process.cwd(), "content");

/** The languages that have `content/<code>/<folder>/<file>`, English always. */
export function entryLanguages(folder: string, file: string): LanguageCode[] {
  return languages
    .filter((l) => l.code === "en" || existsSync(join(contentRoot, l.code, folder, file)))
    .map((l) => l.code);
}
