// The islands build (docs/decisions/012-islands.md): the browser modules of the widgets that need
// React on pages that otherwise load none. scripts/build-languages.mjs runs it after each
// language's React Router build, into that build's client folder, with the same language
// (VITE_SITE_LOCALE) and content. One build for every entry (app/islands/<name>.client.tsx), so
// React, react-dom and any store the islands share are one chunk, fetched once. The manifest
// tells scripts/build-steps/islands.mjs which files each island needs.
import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";
import { contentCollections } from "./scripts/content/vite-plugin.ts";
import { responsiveImages } from "./scripts/vite-responsive-images.mjs";
import { allLanguages, statTexts } from "./app/site.ts";

const buildLanguage =
  allLanguages.find(({ code }) => code === process.env.VITE_SITE_LOCALE) ?? allLanguages[0];
const islandsDir = fileURLToPath(new URL("./app/islands/", import.meta.url));
// A React island is <name>.client.tsx; a plain module the page imports itself (the language
// suggestion's bar) is <name>.client.ts.
const suffix = /\.client\.tsx?$/;

/** Where the manifest goes, inside the client folder: beside the language's pages. */
export const islandsManifest = (code: string) =>
  `${code === "en" ? "" : `${code}/`}.islands-manifest.json`;

/**
 * Fails the build when an island reaches React Router: there is no router on the page, and its
 * runtime would double what an island costs.
 */
function noRouter(): Plugin {
  return {
    name: "islands-no-router",
    enforce: "pre",
    resolveId(source, importer) {
      if (/^(react-router|@react-router\/)/.test(source))
        this.error(`an island may not import ${source} (imported by ${importer})`);
      return null;
    },
  };
}

export default defineConfig({
  plugins: [noRouter(), contentCollections(), responsiveImages()],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  define: { __STAT_TEXTS__: JSON.stringify(statTexts(buildLanguage.intl)) },
  publicDir: false,
  logLevel: "warn",
  build: {
    outDir: process.env.ISLANDS_OUT_DIR ?? "build/client",
    emptyOutDir: false,
    manifest: islandsManifest(buildLanguage.code),
    assetsInlineLimit: 2048,
    rolldownOptions: {
      // An app build drops its entries' exports; the loader calls each island's `hydrate`.
      preserveEntrySignatures: "exports-only",
      input: Object.fromEntries(
        readdirSync(islandsDir)
          .filter((file) => suffix.test(file))
          .map((file) => [file.replace(suffix, ""), `${islandsDir}${file}`]),
      ),
      output: {
        entryFileNames: "assets/islands/[name]-[hash].js",
        chunkFileNames: "assets/islands/[name]-[hash].js",
        assetFileNames: "assets/islands/[name]-[hash][extname]",
      },
    },
  },
});
