// Build time only (route loaders): which languages have their own file of an entry, so a page
// names only those in its hreflang set. English has every entry; a language may lack one
// (a news post or job published in English only), and then shows it from English.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { contentRoot } from "../../scripts/content/load.ts";
import { languages, type LanguageCode } from "~/site";

/** The languages that have `content/<code>/<folder>/<file>`, English always. */
export function entryLanguages(folder: string, file: string): LanguageCode[] {
  return languages
    .filter((l) => l.code === "en" || existsSync(join(contentRoot, l.code, folder, file)))
    .map((l) => l.code);
}
