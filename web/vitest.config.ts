import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { contentCollections } from "./scripts/content/vite-plugin.ts";

// Unit tests of the app's pure logic (app/lib, app/content, app/site.ts) in Node. Deliberately
// not the app's vite.config.ts: the React Router plugin has no place in a unit test run.
export default defineConfig({
  plugins: [contentCollections()],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    include: ["tests/unit/**/*.test.ts"],
    environment: "node",
  },
});
