// The content editor at /admin/: Sveltia CMS served by the site itself, under its own
// Content-Security-Policy, never indexed, and booting to its sign-in screen with nothing loaded
// from another origin (the fixtures fail the test on any foreign request or console error; a
// CSP violation is both, and is also collected here from the page's own events).
import { expect, test } from "../support/fixtures";

const directive = (csp: string, name: string) =>
  csp
    .split(";")
    .map((d) => d.trim())
    .find((d) => d.split(" ")[0] === name) ?? "";

test("/admin/ answers with its own policy and a noindex header; the pages keep theirs", async ({ request }) => {
  const admin = await request.get("/admin/");
  expect(admin.status()).toBe(200);
  const headers = admin.headers();
  expect(headers["x-robots-tag"]).toBe("noindex");
  const csp = headers["content-security-policy"] ?? "";
  expect(directive(csp, "script-src")).toBe("script-src 'self'");
  expect(directive(csp, "connect-src")).toContain("https://api.github.com");
  expect(directive(csp, "frame-ancestors")).toBe("frame-ancestors 'none'");
  const html = await admin.text();
  expect(html).toContain('<meta name="robots" content="noindex">');
  expect(html).toContain('<script src="/admin/sveltia-cms.js"></script>');

  const config = await request.get("/admin/config.yml");
  expect(config.status()).toBe(200);
  expect(config.headers()["x-robots-tag"]).toBe("noindex");

  const home = await request.get("/");
  const homeCsp = home.headers()["content-security-policy"] ?? "";
  expect(home.headers()["x-robots-tag"]).toBeUndefined();
  expect(homeCsp).not.toContain("api.github.com");
  expect(directive(homeCsp, "script-src")).toMatch(/^script-src 'self' 'wasm-unsafe-eval' 'sha256-/);
});

test("the editor boots to its sign-in screen with no CSP violation and nothing from another origin", async ({ page, requests }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  const response = await page.goto("/admin/");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("button", { name: "Sign In with GitHub" })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("button", { name: "Work with Local Repository" })).toBeVisible();
  // Let anything the sign-in screen loads lazily arrive before judging.
  await page.waitForLoadState("networkidle");
  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
  const origin = new URL(page.url()).origin;
  expect(requests.filter((r) => !r.url.startsWith("data:") && !r.url.startsWith("blob:") && new URL(r.url).origin !== origin)).toEqual([]);
  expect(requests.map((r) => new URL(r.url).pathname)).toContain("/admin/config.yml");
});

test("/admin/ is in neither the sitemap nor the search index", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain("<loc>");
  expect(sitemap).not.toContain("/admin");

  // The index is there (the next test searches it for the editor's page).
  const entry = (await (await request.get("/pagefind/pagefind-entry.json")).json()) as { languages: Record<string, { page_count: number }> };
  expect(Object.values(entry.languages)[0]?.page_count).toBeGreaterThan(0);
});

test("search finds no page of the editor", async ({ page }) => {
  await page.goto("/");
  const urls = await page.evaluate(async (api) => {
    const pagefind = (await import(api)) as {
      search: (q: string) => Promise<{ results: { data: () => Promise<{ url: string }> }[] }>;
    };
    const found: string[] = [];
    for (const term of ["content editor", "admin", "sveltia"]) {
      const { results } = await pagefind.search(term);
      for (const result of results) found.push((await result.data()).url);
    }
    return found;
  }, "/pagefind/pagefind.js");
  expect(urls.filter((url) => url.includes("/admin"))).toEqual([]);
});
