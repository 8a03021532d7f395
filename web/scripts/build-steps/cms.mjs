// The content editor at /admin/: Sveltia CMS, copied from node_modules (one self-contained
// bundle; nothing is loaded from a CDN), a plain static page that loads it, and its
// configuration generated from the content schemas (scripts/cms/config.ts). The repository it
// edits comes from CMS_REPO at build time ("owner/name"); CMS_OAUTH_URL optionally names an OAuth
// client for "Sign in with GitHub". The server gives /admin/ its own CSP and a noindex header.
import { copyFile, mkdir, readFile, readdir, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { stringify } from "yaml";
import { cmsConfig } from "../cms/config.ts";
import { contentRoot } from "../content/load.ts";

export const ADMIN_DIR = "admin";
/** Shown until CMS_REPO is set; the README says how. */
export const PLACEHOLDER_REPO = "your-github-org/kaveri-site";

const require = createRequire(import.meta.url);
const packageDir = (name) => join(dirname(require.resolve(`${name}/package.json`)));

/**
 * The bundle reaches for other origins at boot: its three fonts from a CDN, its own newest
 * version from the npm CDN (an "update available" notice) and GitHub's status page. Each URL is
 * rewritten to a file served beside it; a build whose bundle no longer holds one of them fails,
 * so an upgrade is checked rather than silently loading from outside again.
 */
const FONT_CDN = "https://cdn.jsdelivr.net/fontsource/fonts/";
const fonts = {
  "source-sans-3:vf@5.3.0/latin-wght-normal.woff2": ["@fontsource-variable/source-sans-3", "source-sans-3-latin-wght-normal.woff2"],
  "noto-mono@5.3.0/latin-400-normal.woff2": ["@fontsource/noto-mono", "noto-mono-latin-400-normal.woff2"],
  "material-symbols-outlined:vf@5.3.7/latin-wght-normal.woff2": ["@fontsource-variable/material-symbols-outlined", "material-symbols-outlined-latin-wght-normal.woff2"],
};
const GITHUB_STATUS = "https://www.githubstatus.com/api/v2/status.json";
const VERSION_CHECK = /`\$\{\w+\}\/package\.json`/;

export function selfHosted(bundle) {
  let code = bundle;
  for (const [path, [, file]] of Object.entries(fonts)) {
    if (!code.includes(FONT_CDN + path)) throw new Error(`cms: the CMS bundle no longer loads ${FONT_CDN + path}: update the fonts in build-steps/cms.mjs`);
    code = code.replaceAll(FONT_CDN + path, `/admin/fonts/${file}`);
  }
  if (code.includes(FONT_CDN)) throw new Error(`cms: the CMS bundle loads a font this step does not self-host: ${code.slice(code.indexOf(FONT_CDN)).split(")")[0]}`);
  if ((code.match(new RegExp(VERSION_CHECK, "g")) ?? []).length !== 1 || !code.includes(GITHUB_STATUS)) throw new Error("cms: the CMS bundle's version or status check changed: review build-steps/cms.mjs");
  // The version check reads this build's own version (so no notice); the status check reads "no
  // incident" (incidents are on githubstatus.com). Upgrades come through package.json.
  return code.replace(VERSION_CHECK, "`/admin/version.json`").replaceAll(GITHUB_STATUS, "/admin/github-status.json");
}

export const adminPage = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Content editor · Kaveri Digital</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="cms-config-url" type="application/yaml" href="/admin/config.yml">
</head>
<body>
<script src="/admin/sveltia-cms.js"></script>
</body>
</html>
`;

/** Locale folders under content/, the default locale first. */
async function locales() {
  const folders = (await readdir(contentRoot, { withFileTypes: true })).filter((e) => e.isDirectory() && /^[a-z]{2}(-[A-Z]{2})?$/.test(e.name));
  return folders.map((e) => e.name).sort((a, b) => (a === "en" ? -1 : b === "en" ? 1 : a.localeCompare(b)));
}

export async function run(clientDir) {
  const out = join(clientDir, ADMIN_DIR);
  await mkdir(join(out, "chunks"), { recursive: true });
  // The package's entry is npm/index.js; its browser bundle is in dist/.
  const dist = join(dirname(require.resolve("@sveltia/cms")), "..", "dist");
  const bundle = await readFile(join(dist, "sveltia-cms.js"), "utf8");
  // Source maps are not shipped: drop the comments pointing at them.
  const withoutMap = (code) => code.replace(/\n\/\/# sourceMappingURL=\S+\s*$/, "\n");
  await writeFile(join(out, "sveltia-cms.js"), selfHosted(withoutMap(bundle)));
  await mkdir(join(out, "fonts"), { recursive: true });
  for (const [pkg, file] of Object.values(fonts)) await copyFile(join(packageDir(pkg), "files", file), join(out, "fonts", file));
  const { version } = JSON.parse(await readFile(join(dist, "..", "package.json"), "utf8"));
  await writeFile(join(out, "version.json"), `${JSON.stringify({ version })}\n`);
  await writeFile(join(out, "github-status.json"), `${JSON.stringify({ status: { indicator: "none" } })}\n`);
  // Chunks it loads on demand from beside the bundle (before any CDN fallback).
  for (const name of await readdir(join(dist, "chunks"))) {
    if (name.endsWith(".js")) await writeFile(join(out, "chunks", name), withoutMap(await readFile(join(dist, "chunks", name), "utf8")));
  }
  await copyFile(join(dist, "..", "LICENSE.txt"), join(out, "LICENSE.txt"));
  await writeFile(join(out, "index.html"), adminPage);
  const home = await readFile(join(clientDir, "index.html"), "utf8");
  const canonical = home.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
  const repo = process.env.CMS_REPO?.trim() || PLACEHOLDER_REPO;
  const config = cmsConfig({
    repo,
    siteUrl: canonical ? new URL(canonical).origin : undefined,
    locales: await locales(),
    oauthBaseUrl: process.env.CMS_OAUTH_URL?.trim() || undefined,
  });
  const header = "# Generated at build from web/app/content/collections.ts and schema/: do not edit.\n";
  await writeFile(join(out, "config.yml"), header + stringify(config, { lineWidth: 0 }));
  return `/admin/ for ${repo}: ${config.collections.length} collections`;
}
