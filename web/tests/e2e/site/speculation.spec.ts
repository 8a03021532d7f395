// Links are documents, made instant by Speculation Rules (lib/inline-scripts/speculation.ts): the
// rules as the page carries them and the CSP lets them run, which links Chromium takes them to
// cover, and what a prerendered page does before and after the visitor goes to it (page view,
// splash). Playwright's own pages never prerender (Chromium refuses under its DevTools session),
// so the prerendering tests drive the same Chromium through its tab target (support/tab-browser).
import { createHash } from "node:crypto";
import { countEndpoint } from "../../../app/lib/inline-scripts/count";
import { splashConfig } from "../../../app/lib/inline-scripts/splash";
import {
  noPrerenderAttribute,
  notPrerendered,
  speculationRules,
} from "../../../app/lib/inline-scripts/speculation";
import { expect, test } from "../support/fixtures";
import { TabBrowser } from "../support/tab-browser";
import { visit } from "../support/visit";

const rulesSelector = 'script[type="speculationrules"]';

for (const path of ["/services", "/ar/"]) {
  test(`${path} carries one rule set: prerender on intent, the exclusions, its hash in the CSP`, async ({
    page,
  }) => {
    const response = await visit(page, path);
    await expect(page.locator(rulesSelector)).toHaveCount(1);
    const text = (await page.locator(rulesSelector).textContent()) ?? "";
    const rules = JSON.parse(text) as typeof speculationRules;
    expect(rules).toEqual(speculationRules);
    expect(rules.prerender[0]?.eagerness).toBe("moderate");
    expect(notPrerendered).toEqual(
      expect.arrayContaining(["/api/*", "/team/*", "/admin/*", "/pagefind/*", "/*.xml"]),
    );
    const hash = createHash("sha256").update(text, "utf8").digest("base64");
    expect(response?.headers()["content-security-policy"]).toContain(`'sha256-${hash}'`);
  });
}

test("the team console's shell has no rules: it is an app of its own", async ({ request }) => {
  const shell = await request.get("/team/");
  expect(shell.ok()).toBe(true);
  expect(await shell.text()).not.toContain("speculationrules");
});

test("Chromium takes the rules (no CSP refusal) to the site's pages, and to none of the exclusions", async ({
  page,
}) => {
  const cdp = await page.context().newCDPSession(page);
  let candidates: string[] = [];
  cdp.on("Preload.preloadingAttemptSourcesUpdated", (event) => {
    candidates = event.preloadingAttemptSources.map((source) => source.key.url);
  });
  await cdp.send("Preload.enable");
  await visit(page, "/services");
  // Links of every kind the rules must tell apart, added to the page: document rules follow it.
  await page.evaluate((noPrerender) => {
    const links = [
      ["/about-us", ""],
      ["/whats-new?page=2", ""],
      ["/api/event", ""],
      ["/team/", ""],
      ["/admin/", ""],
      ["/sitemap.xml", ""],
      ["/whats-new/feed.xml", ""],
      ["/pagefind/pagefind.js", ""],
      ["/images/logo.svg", "download"],
      ["/contact/thanks", noPrerender],
    ];
    for (const [href, attribute] of links) {
      const a = document.createElement("a");
      a.href = href!;
      a.textContent = href!;
      if (attribute) a.setAttribute(attribute, "");
      document.body.append(a);
    }
  }, noPrerenderAttribute);
  const origin = new URL(page.url()).origin;
  const path = (url: string) => url.slice(origin.length);
  await expect
    .poll(() => candidates.map(path))
    .toEqual(expect.arrayContaining(["/about-us", "/whats-new?page=2", "/contact"]));
  const covered = candidates.map(path);
  for (const excluded of [
    "/api/event",
    "/team/",
    "/admin/",
    "/sitemap.xml",
    "/whats-new/feed.xml",
    "/pagefind/pagefind.js",
    "/images/logo.svg",
    "/contact/thanks",
  ])
    expect(covered, excluded).not.toContain(excluded);
});

test.describe("cross-document view transitions", () => {
  const names = (page: import("@playwright/test").Page) =>
    page.evaluate(() => [
      getComputedStyle(document.querySelector("body > header")!).viewTransitionName,
      getComputedStyle(document.getElementById("main")!).viewTransitionName,
    ]);

  test("the header stays and the main content cross-fades", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await visit(page, "/services");
    expect(await names(page)).toEqual(["site-header", "main"]);
  });

  test("none with reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await visit(page, "/services");
    expect(await names(page)).toEqual(["none", "none"]);
  });
});

test.describe("a prerendered page", () => {
  // A browser of its own, and waits longer than page-shown's five-second fallback.
  test.describe.configure({ timeout: 60_000 });

  let browser: TabBrowser;
  test.beforeEach(async () => {
    browser = await TabBrowser.launch(countEndpoint);
  });
  test.afterEach(() => browser.close());

  const pageViews = () =>
    browser.posts
      .map((post) => JSON.parse(post.body) as { name: string; url: string })
      .filter((event) => event.name === "pageview")
      .map((event) => new URL(event.url).pathname);
  const activationStart = () =>
    browser.evaluate<number>(`performance.getEntriesByType("navigation")[0].activationStart`);
  /** Longer than page-shown's fallback: what a prerendered page has not done by then, it waits with. */
  const pastTheFallback = () => new Promise((resolve) => setTimeout(resolve, 6_000));

  test("is prerendered on hover, sends its page view only once the visitor goes to it, and none if never", async ({
    baseURL,
  }) => {
    await browser.goto(`${baseURL}/services`);
    await expect.poll(pageViews).toEqual(["/services"]);

    await browser.hover('header a[href="/contact"]');
    await browser.waitForPrerender(`${baseURL}/contact`);
    // The recorder sees the prerendered page's requests: it would see a page view sent early.
    expect(browser.documents).toContain(`${baseURL}/contact`);
    await pastTheFallback();
    expect(pageViews()).toEqual(["/services"]);

    await browser.click('header a[href="/contact"]');
    await browser.waitForUrl(`${baseURL}/contact`);
    expect(await activationStart()).toBeGreaterThan(0);
    await expect.poll(pageViews).toEqual(["/services", "/contact"]);

    // Prerendered, then left for another page opened by address: never seen, never counted.
    await browser.hover('header a[href="/"]');
    await browser.waitForPrerender(`${baseURL}/`);
    await browser.goto(`${baseURL}/privacy`);
    expect(await activationStart()).toBe(0);
    await pastTheFallback();
    expect(pageViews()).toEqual(["/services", "/contact", "/privacy"]);
    expect(browser.errors).toEqual([]);
  });

  test("keeps the splash's once-per-visit rule: the home splash runs on activation, once a visit", async ({
    baseURL,
  }) => {
    const splashState = () =>
      browser.evaluate<string | null>(
        `document.getElementById(${JSON.stringify(splashConfig.id)}).getAttribute("data-state")`,
      );
    const seen = () =>
      browser.evaluate<string | null>(
        `sessionStorage.getItem(${JSON.stringify(splashConfig.storageKey)})`,
      );
    await browser.goto(`${baseURL}/services`);
    await browser.hover('header a[href="/"]');
    await browser.waitForPrerender(`${baseURL}/`);
    // The prerendered home page has marked nothing in the visit's storage.
    expect(await seen()).toBeNull();

    await browser.click('header a[href="/"]');
    await browser.waitForUrl(`${baseURL}/`);
    expect(await activationStart()).toBeGreaterThan(0);
    expect(await splashState()).toMatch(/^(running|leaving|done)$/);
    expect(await seen()).toBe("1");

    // Home again in the same visit, prerendered again: no splash.
    await browser.goto(`${baseURL}/services`);
    await browser.hover('header a[href="/"]');
    await browser.waitForPrerender(`${baseURL}/`);
    await browser.click('header a[href="/"]');
    await browser.waitForUrl(`${baseURL}/`);
    expect(await activationStart()).toBeGreaterThan(0);
    expect(await splashState()).toBeNull();
    expect(browser.errors).toEqual([]);
  });
});
