// The types of the `virtual:content/<name>` modules, written from the registry into
// app/content/virtual-content.d.ts: one declaration per collection, each typed by the
// registry's CollectionContent<name>, so the file can only drift by missing or extra names.
// The content plugin rewrites it when a build or the dev server starts; a unit test fails when
// the checked-in file differs (run `node scripts/content/module-types.ts` to rewrite it).
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { collections } from "../../app/content/collections.ts";

export const moduleTypesFile = join(
  import.meta.dirname,
  "..",
  "..",
  "app",
  "content",
  "virtual-content.d.ts",
);

/** The declaration file's text for the registry's collections. */
export function moduleTypes(): string {
  const header = [
    "// Generated from app/content/collections.ts by scripts/content/module-types.ts: do not edit.",
    "// The modules the content plugin (scripts/content/vite-plugin.ts) serves: each collection,",
    "// validated at build time, typed by its schema.",
  ];
  const modules = Object.keys(collections).map((name) =>
    [
      `declare module "virtual:content/${name}" {`,
      `  const content: import("./collections").CollectionContent<"${name}">;`,
      "  export default content;",
      "}",
    ].join("\n"),
  );
  return `${[...header, ...modules].join("\n")}\n`;
}

/** Writes the declaration file when it differs from the registry; whether it did. */
export function writeModuleTypes(): boolean {
  const text = moduleTypes();
  let current = "";
  try {
    current = readFileSync(moduleTypesFile, "utf8");
  } catch {
    // missing: written below
  }
  if (current === text) return false;
  writeFileSync(moduleTypesFile, text);
  return true;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(writeModuleTypes() ? `wrote ${moduleTypesFile}` : `${moduleTypesFile} is up to date`);
}
