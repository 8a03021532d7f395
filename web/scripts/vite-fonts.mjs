// Vite plugin: writes the site's font subsets (build-steps/fonts.mjs) before any module is
// transformed, so app.css's @font-face rules find them and Vite hashes them into /assets/.
import { buildFonts } from "./build-steps/fonts.mjs";

export function subsetFonts() {
  let done;
  return {
    name: "kaveri-subset-fonts",
    async buildStart() {
      // Once per process: React Router's client and server builds share it.
      done ??= buildFonts();
      await done;
    },
  };
}
