// `npm run build`'s first half: one React Router build per language, merged into one client
// folder. English is built as it always was, at the site's root; each other language is built
// with its own basename ("/de/") and content (VITE_SITE_LOCALE), so its pages, links and
// JavaScript hold its strings only, and moved under the root as client/<code>/. The hashed
// assets of all builds share client/assets/ (the same file has the same name in every build).
// SITE_LANGUAGES="en de" builds a subset (English is always built).
import { spawn } from "node:child_process";
import { cp, readdir, rename, rm } from "node:fs/promises";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { languages } from "./languages.mjs";

// Each news post's picture, before the builds read web/art/ (a post added in the CMS has none yet).
await import("../art/generators/news.mjs");

const buildDir = process.env.BUILD_DIR ?? "build";
const clientDir = join(buildDir, "client");

function reactRouterBuild(locale, dir) {
  return run("react-router build", ["react-router", "build"], locale, dir, (output) => {
    const pages = (output.match(/Prerender \(html\)/g) ?? []).length;
    return `${pages} pages`;
  });
}

/**
 * The language's islands (vite.islands.config.ts): their modules into the same client folder,
 * after the pages, so scripts/build-steps/islands.mjs finds both.
 */
function islandsBuild(locale, dir) {
  return run(
    "islands build",
    ["vite", "build", "--config", "vite.islands.config.ts"],
    locale,
    dir,
    () => "islands",
    { ISLANDS_OUT_DIR: join(dir, "client") },
  );
}

function run(what, args, locale, dir, summary, env = {}) {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn("npx", args, {
      stdio: ["ignore", "pipe", "pipe"],
      env: {
        ...process.env,
        VITE_SITE_LOCALE: locale,
        VITE_SITE_LANGUAGES: languages.map((l) => l.code).join(" "),
        BUILD_DIR: dir,
        ...env,
      },
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("close", (status) => {
      if (status !== 0) {
        process.stdout.write(output);
        reject(new Error(`${what} for ${locale} failed (exit ${status})`));
        return;
      }
      console.log(
        `build ${locale}: ${summary(output)} (${Math.round(performance.now() - started)} ms)`,
      );
      resolve();
    });
  });
}

/** A language's build, moved under the root build's client folder as client/<code>/. */
async function buildLanguage(code) {
  const dir = join(buildDir, `language-${code}`);
  await rm(dir, { recursive: true, force: true });
  await reactRouterBuild(code, dir);
  await islandsBuild(code, dir);
  await rm(join(clientDir, code), { recursive: true, force: true });
  await rename(join(dir, "client", code), join(clientDir, code));
  for (const name of await readdir(join(dir, "client", "assets"), { recursive: true })) {
    const target = join(clientDir, "assets", name);
    if (!existsSync(target))
      await cp(join(dir, "client", "assets", name), target, { recursive: true });
  }
  await rm(dir, { recursive: true, force: true });
}

// English first (its build empties the build folder), then the other languages, one at a time:
// React Router's prerender starts a Vite preview server, and that server regenerates the route
// types in .react-router/types, so two builds side by side can delete each other's files and
// crash (a CI run failed so). On `make test` the server's release build takes the other core.
await reactRouterBuild("en", buildDir);
await islandsBuild("en", buildDir);
for (const { code } of languages.filter((l) => l.code !== "en")) await buildLanguage(code);

// What each language still shows in English (a report, not a failure: English fills the gaps).
const { loadContentWithReport } = await import("./content/load.ts");
for (const { code } of languages.filter((l) => l.code !== "en")) {
  const { report } = loadContentWithReport(code);
  console.log(
    `content ${code}: ${report.translated} translated, ${report.fallbacks.length} in English${report.fallbacks.length ? `: ${report.fallbacks.join(", ")}` : ""}`,
  );
}
