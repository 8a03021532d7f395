import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/prerender";

const locale = process.env.VITE_SITE_LOCALE ?? "en";

// Every known route is rendered to HTML at build time; the Rust server serves the files.
// BUILD_DIR lets a second build (a parallel test run, a preview) write elsewhere.
export default {
  ssr: false,
  // Each language is its own build under its own prefix (scripts/build-languages.mjs).
  // "/de", not "/de/": the app then answers both /de and /de/ (a basename with its slash does
  // not match /de, and the page would never hydrate there).
  basename: locale === "en" ? "/" : `/${locale}`,
  buildDirectory: process.env.BUILD_DIR ?? "build",
  prerender: ({ getStaticPaths }) => prerenderPaths(getStaticPaths()),
} satisfies Config;
