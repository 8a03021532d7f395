import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { contentCollections } from "./scripts/content/vite-plugin.ts";
import { subsetFonts } from "./scripts/vite-fonts.mjs";
import { responsiveImages } from "./scripts/vite-responsive-images.mjs";
import { allLanguages, statTexts } from "./app/site.ts";

// The build's language (scripts/build-languages.mjs sets it per build; English by default).
const buildLanguage =
  allLanguages.find(({ code }) => code === process.env.VITE_SITE_LOCALE) ?? allLanguages[0];

export default defineConfig({
  plugins: [contentCollections(), subsetFonts(), responsiveImages(), tailwindcss(), reactRouter()],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  // The site's figures in the build's language, formatted here once (formatStat in app/site.ts).
  define: { __STAT_TEXTS__: JSON.stringify(statTexts(buildLanguage.intl)) },
  build: {
    // Small inline data URIs are fine; anything larger is a cacheable file.
    assetsInlineLimit: 2048,
    // The app's modules that most routes share go in one chunk: left to themselves they become
    // twenty-odd chunks of a few hundred bytes, each compressed alone: about 5 kB more gzip on
    // every page.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: "shared",
              test: /\/app\/(components|lib|content|site)/,
              minShareCount: 8,
            },
          ],
        },
      },
    },
  },
});
