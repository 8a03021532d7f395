// The build step that ships the editor: nothing in the bundle it writes reaches another origin
// at boot, and the editor's page never counts as a page of the site.
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { adminPage, selfHosted } from "../../../scripts/build-steps/cms.mjs";
import { htmlPages } from "../../../scripts/build-steps/html-files.mjs";

describe("the editor's bundle", () => {
  const require = createRequire(import.meta.url);
  const bundle = readFileSync(
    join(dirname(require.resolve("@sveltia/cms")), "..", "dist", "sveltia-cms.js"),
    "utf8",
  );
  const shipped = selfHosted(bundle);

  it("loads its fonts, version and status answers from the site, not from a CDN", () => {
    expect(shipped).not.toContain("https://cdn.jsdelivr.net/fontsource/");
    expect(shipped).not.toContain("https://www.githubstatus.com/api/");
    expect(shipped).not.toMatch(/`\$\{\w+\}\/package\.json`/);
    expect(shipped).toContain("/admin/fonts/source-sans-3-latin-wght-normal.woff2");
    expect(shipped).toContain("/admin/version.json");
    expect(shipped).toContain("/admin/github-status.json");
  });

  it("fails the build when an upgrade moves what it rewrites", () => {
    expect(() => selfHosted(bundle.replaceAll("noto-mono@5.3.0", "noto-mono@5.4.0"))).toThrow(
      /no longer loads/,
    );
  });

  it("is loaded by a plain page that says noindex", () => {
    expect(adminPage).toContain('<meta name="robots" content="noindex">');
    expect(adminPage).toContain('<script src="/admin/sveltia-cms.js"></script>');
    expect(adminPage).not.toMatch(/<script>[^<]/);
  });
});

describe("page lists", () => {
  const dir = mkdtempSync(join(tmpdir(), "cms-pages-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("leave out the editor under admin/", async () => {
    for (const page of [
      "index.html",
      "about/index.html",
      "admin/index.html",
      "news/admin/index.html",
    ]) {
      mkdirSync(dirname(join(dir, page)), { recursive: true });
      writeFileSync(join(dir, page), "<!doctype html>");
    }
    expect((await htmlPages(dir)).map((p) => p.route)).toEqual(["/", "/about", "/news/admin"]);
  });
});
