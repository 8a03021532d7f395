// Rolling deploys keep the previous releases' hashed assets (scripts/carry-assets.mjs, run by the
// Dockerfile with the previous image's /app/static/assets/).
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { carryAssets, isHashedAsset, listFiles, RELEASES_FILE } from "../../../scripts/carry-assets.mjs";

const root = mkdtempSync(join(tmpdir(), "carry-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

let folders = 0;
/** A folder holding `files` (name → content). */
function folder(files: Record<string, string>) {
  const dir = join(root, `f${folders++}`);
  mkdirSync(dir, { recursive: true });
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), content);
  }
  return dir;
}
const read = (dir: string, name: string) => readFileSync(join(dir, name), "utf8");

describe("isHashedAsset", () => {
  it("takes Vite's and the artwork's hashed names with their compressed siblings", () => {
    expect(isHashedAsset("entry.client-CNxfwR0i.js")).toBe(true);
    expect(isHashedAsset("noto-sans-arabic-H-f7i17Z.woff2")).toBe(true);
    expect(isHashedAsset("root-B2x9_Q1c.css.br")).toBe(true);
    expect(isHashedAsset("art/abstract-01-480w-4e701a4527.avif")).toBe(true);
  });
  it("never HTML, a dotfile or an unhashed name", () => {
    expect(isHashedAsset("page-ABCDEFGH.html")).toBe(false);
    expect(isHashedAsset("index-ABCDEFGH.html.gz")).toBe(false);
    expect(isHashedAsset(".releases.json")).toBe(false);
    expect(isHashedAsset("logo.png")).toBe(false);
    expect(isHashedAsset("kaveri-digital-mark.png")).toBe(false);
  });
});

describe("carryAssets", () => {
  it("carries a previous image's hashed files, never over the new build's, never HTML", async () => {
    const previous = folder({
      "app-AAAAAAA1.js": "old app",
      "app-AAAAAAA1.js.br": "old app br",
      "shared-CCCCCCC1.css": "previous bytes",
      "art/hero-480w-0123456789.avif": "old art",
      "index.html": "<html>",
      "notes.txt": "unhashed",
    });
    const assets = folder({ "app-BBBBBBB2.js": "new app", "shared-CCCCCCC1.css": "new bytes" });
    const result = await carryAssets(previous, assets);
    expect(await listFiles(assets)).toEqual([
      "app-AAAAAAA1.js",
      "app-AAAAAAA1.js.br",
      "app-BBBBBBB2.js",
      "art/hero-480w-0123456789.avif",
      "shared-CCCCCCC1.css",
    ]);
    expect(read(assets, "shared-CCCCCCC1.css")).toBe("new bytes");
    expect(read(assets, "app-AAAAAAA1.js")).toBe("old app");
    expect(result).toMatchObject({ carried: 3, releases: 1, own: 2 });
    // A previous image built before the list counts as one release.
    expect(JSON.parse(read(assets, RELEASES_FILE)).releases).toEqual([
      ["app-BBBBBBB2.js", "shared-CCCCCCC1.css"],
      ["app-AAAAAAA1.js", "app-AAAAAAA1.js.br", "art/hero-480w-0123456789.avif", "shared-CCCCCCC1.css"],
    ]);
    // Run again, nothing changes.
    expect(await carryAssets(previous, assets)).toMatchObject({ carried: 0 });
    expect(JSON.parse(read(assets, RELEASES_FILE)).releases).toHaveLength(2);
  });

  it("carries nothing from the empty default (no previous release)", async () => {
    const assets = folder({ "app-BBBBBBB2.js": "new" });
    expect(await carryAssets(join(root, "missing"), assets)).toMatchObject({ carried: 0, releases: 0 });
    expect(await carryAssets(folder({}), assets)).toMatchObject({ carried: 0, releases: 0 });
    expect(JSON.parse(read(assets, RELEASES_FILE)).releases).toEqual([["app-BBBBBBB2.js"]]);
  });

  it("chained over releases, keeps the current one and the two before it", async () => {
    let previous = folder({});
    const images: string[] = [];
    for (let release = 1; release <= 5; release++) {
      const assets = folder({ [`app-release${release}.js`]: `${release}`, "vendor-SAMEHASH.js": "same" });
      await carryAssets(previous, assets);
      images.push(assets);
      previous = assets; // the next build's previous image: this one's /app/static/assets/
    }
    const last = images.at(-1)!;
    expect(await listFiles(last)).toEqual(["app-release3.js", "app-release4.js", "app-release5.js", "vendor-SAMEHASH.js"]);
    expect(existsSync(join(last, "app-release2.js"))).toBe(false);
    expect(JSON.parse(read(last, RELEASES_FILE)).releases).toHaveLength(3);
    // --keep 0: only its own files.
    const alone = folder({ "app-release6.js": "6" });
    await carryAssets(last, alone, { keep: 0 });
    expect(await listFiles(alone)).toEqual(["app-release6.js"]);
  });
});
