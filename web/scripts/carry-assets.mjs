// Rolling deploys: while old and new instances serve side by side, and after, in tabs opened
// before, a previous release's pages ask for their own hashed assets (/assets/<name>-<hash>.js:
// route chunks and the assistant's, loaded on intent; stylesheets, fonts, pictures). A new
// instance knows only its own build's names, so it would answer those with 404s. The image
// therefore carries the previous releases' hashed assets into its /assets/ (the Dockerfile's
// PREVIOUS_IMAGE), the new build's files winning over any of the same name.
//
//   node scripts/carry-assets.mjs <previous-assets-dir> <assets-dir> [--keep N]
//
// Which files belong to which release is kept in <assets-dir>/.releases.json (the server neither
// loads nor serves dotfiles): the current release's files, then each earlier release's, newest
// first. A release keeps the files of the N releases before it (default 2: the one it replaces,
// whose pages are open during and after the rollout, and the one before that, for a release
// that follows another within a day), then drops the oldest, so the image, which the server
// holds in memory whole, does not grow with every release. A previous image without the list
// (built before it existed) counts as one release. Only hashed files are carried (Vite's
// `-<8 characters>.` and the artwork's `-<10 hex>.`, with their .br/.gz siblings), never HTML,
// never a dotfile.
import { constants } from "node:fs";
import { copyFile, mkdir, readdir, readFile, stat, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const RELEASES_FILE = ".releases.json";
export const DEFAULT_KEEP = 2;

/** A file name Vite or the responsive-images plugin hashed (not HTML, not a dotfile). */
export function isHashedAsset(relative) {
  const name = relative.split("/").pop() ?? "";
  if (name.startsWith(".") || /\.html?(\.(br|gz))?$/i.test(name)) return false;
  return /-(?:[A-Za-z0-9_-]{8}|[0-9a-f]{10})\.[A-Za-z0-9]+(?:\.(?:br|gz))?$/.test(name);
}

/** Every regular file under `dir` (relative, with /), none under a dot folder; [] when `dir` is missing. */
export async function listFiles(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch((error) => {
    if (error.code === "ENOENT") return [];
    throw error;
  });
  return entries
    .filter((e) => e.isFile())
    .map((e) =>
      join(e.parentPath, e.name)
        .slice(dir.length)
        .replace(/^[\\/]+/, "")
        .replaceAll("\\", "/"),
    )
    .filter((relative) => !relative.split("/").some((part) => part.startsWith(".")))
    .sort();
}

/** The releases a folder's list names (newest first), or null when it has none. */
async function readReleases(dir) {
  const text = await readFile(join(dir, RELEASES_FILE), "utf8").catch(() => null);
  if (text === null) return null;
  const releases = JSON.parse(text).releases;
  if (
    !Array.isArray(releases) ||
    !releases.every((r) => Array.isArray(r) && r.every((f) => typeof f === "string"))
  )
    throw new Error(
      `carry-assets: ${join(dir, RELEASES_FILE)} is not { "releases": [[file, …], …] }`,
    );
  return releases;
}

/**
 * Copies into `assetsDir` the hashed files of the `keep` releases before it found in
 * `previousDir` (never over a file `assetsDir` has), and writes its list of releases. Run again
 * on the same folders, it changes nothing.
 */
export async function carryAssets(previousDir, assetsDir, { keep = DEFAULT_KEEP } = {}) {
  if (!Number.isInteger(keep) || keep < 0)
    throw new Error(`carry-assets: --keep must be a whole number, not ${keep}`);
  if (!(await stat(assetsDir).catch(() => null))?.isDirectory())
    throw new Error(`carry-assets: ${assetsDir} is not a folder (build first)`);
  const present = new Set(await listFiles(assetsDir));
  // This release's own files: the list's first entry when this folder was carried into before.
  const own = (await readReleases(assetsDir))?.[0] ?? [...present].filter(isHashedAsset);
  const available = new Set(await listFiles(previousDir));
  const previous =
    (await readReleases(previousDir)) ??
    (available.size ? [[...available].filter(isHashedAsset)] : []);
  const kept = previous
    .slice(0, keep)
    .map((files) => files.filter((f) => isHashedAsset(f) && available.has(f)));
  let carried = 0;
  let bytes = 0;
  for (const file of new Set(kept.flat())) {
    if (present.has(file)) continue; // the new build's file wins
    const target = join(assetsDir, file);
    await mkdir(dirname(target), { recursive: true });
    await copyFile(join(previousDir, file), target, constants.COPYFILE_EXCL);
    carried += 1;
    bytes += (await stat(target)).size;
  }
  await writeFile(
    join(assetsDir, RELEASES_FILE),
    `${JSON.stringify({ releases: [own, ...kept] })}\n`,
  );
  return { carried, bytes, releases: kept.length, own: own.length };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const at = args.indexOf("--keep");
  const keep = at === -1 ? DEFAULT_KEEP : Number(args.splice(at, 2)[1]);
  const [previousDir, assetsDir] = args;
  if (!previousDir || !assetsDir) {
    console.error(
      "usage: node scripts/carry-assets.mjs <previous-assets-dir> <assets-dir> [--keep N]",
    );
    process.exit(2);
  }
  const result = await carryAssets(previousDir, assetsDir, { keep });
  console.log(
    `carry-assets: ${result.carried} files (${result.bytes} B) of ${result.releases} previous release(s) carried beside this release's ${result.own}`,
  );
}
