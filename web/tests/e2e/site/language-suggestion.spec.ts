import { studies, studyPath } from "../case-studies/studies";
import { expectNoAxeViolations } from "../support/axe";
import { expect, test } from "../support/fixtures";
import { chooseTheme } from "../support/theme";
import { visit, waitForPageReady } from "../support/visit";

// The suggestion of another language (issue 18): never a redirect, shown in the visitor's
// language once the page is shown, pointing at the same page in it, and never again once
// dismissed or followed. The browser's language is Playwright's `locale` (navigator.languages).
// No React: an inline script decides, and imports the bar's small module only to show one.

const suggestion = "[data-language-suggestion]";

test.describe("a German-preferring visitor on an English page", () => {
  test.use({ locale: "de-DE" });

  test("gets English at / (no redirect) and a German suggestion to the German page", async ({
    page,
  }) => {
    const response = await visit(page, "/services");
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe("/services");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    const bar = page.getByRole("region", { name: "Sprachvorschlag" });
    await expect(bar).toBeVisible();
    await expect(bar).toHaveAttribute("lang", "de");
    await expect(bar).toContainText("Diese Seite gibt es auch auf Deutsch.");
    await expect(bar.getByRole("link", { name: "Auf Deutsch lesen" })).toHaveAttribute(
      "href",
      "/de/services",
    );
  });

  test("the page loads no script but the bar's module to show it", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "script") scripts.push(new URL(r.url()).pathname);
    });
    await visit(page, "/services");
    await expect(page.locator(suggestion)).toBeVisible();
    expect(scripts).toEqual([
      expect.stringMatching(/^\/assets\/islands\/language-suggestion-[\w-]+\.js$/),
    ]);
  });

  test("never again once dismissed", async ({ page }) => {
    await visit(page, "/");
    const close = page.getByRole("button", { name: "Schließen" });
    await close.focus();
    await expect(close).toBeFocused();
    await close.click();
    await expect(page.locator(suggestion)).toHaveCount(0);
    await page.reload();
    await waitForPageReady(page);
    await expect(page.locator(suggestion)).toHaveCount(0);
  });

  test("never again once followed", async ({ page }) => {
    await visit(page, "/");
    await page.getByRole("link", { name: "Auf Deutsch lesen" }).click();
    await page.waitForURL("**/de/");
    await waitForPageReady(page);
    await visit(page, "/");
    await expect(page.locator(suggestion)).toHaveCount(0);
  });

  test("moves nothing when it appears (it sits at the end of the page)", async ({ page }) => {
    await page.goto("/services");
    const before = await page.locator("main").boundingBox();
    await waitForPageReady(page);
    await expect(page.locator(suggestion)).toBeVisible();
    expect(await page.locator("main").boundingBox()).toEqual(before);
  });
});

test.describe("an Arabic-preferring visitor", () => {
  test.use({ locale: "ar-SA" });

  test("reads the suggestion right to left", async ({ page }) => {
    await visit(page, "/");
    const bar = page.getByRole("region", { name: "اقتراح لغة" });
    await expect(bar).toBeVisible();
    await expect(bar.locator("p")).toHaveAttribute("dir", "rtl");
    await expect(bar.getByRole("link")).toHaveAttribute("href", "/ar/");
  });
});

test.describe("an English-preferring visitor", () => {
  test.use({ locale: "en-US" });

  test("sees no suggestion on English pages, and loads nothing for it", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "script") scripts.push(new URL(r.url()).pathname);
    });
    await visit(page, "/");
    await expect(page.locator(suggestion)).toHaveCount(0);
    expect(scripts.filter((s) => s.includes("language-suggestion"))).toEqual([]);
  });

  test("is offered English on a German page", async ({ page }) => {
    await visit(page, "/de/services");
    const bar = page.getByRole("region", { name: "Language suggestion" });
    await expect(bar.getByRole("link", { name: "Read in English" })).toHaveAttribute(
      "href",
      "/services",
    );
  });
});

test.describe("beside a page's own bottom action bar", () => {
  test.use({ locale: "de-DE", viewport: { width: 375, height: 812 } });

  test("the page's bar rests on top of the suggestion, neither covering the other", async ({
    page,
  }) => {
    // A case study: below 1024 px its enquiry sits in a bottom action bar.
    await visit(page, studyPath(studies[0]!.slug));
    const suggestionBox = await page.locator(suggestion).boundingBox();
    const actionBar = page.locator("[data-action-bar]:not([data-language-suggestion])");
    if ((await actionBar.count()) === 0) test.skip(true, "no action bar on this page");
    // Scroll until the page's bar is stuck to the bottom (its block on screen).
    await actionBar.first().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, -200);
    await expect
      .poll(async () => {
        const bar = await actionBar.first().boundingBox();
        const own = await page.locator(suggestion).boundingBox();
        return bar && own ? Math.round(bar.y + bar.height) <= Math.round(own.y) + 1 : false;
      })
      .toBe(true);
    expect(suggestionBox).not.toBeNull();
  });
});

test.describe("accessibility", () => {
  test.use({ locale: "en-US" });

  for (const scheme of ["light", "dark"] as const)
    test(`axe finds nothing with the suggestion shown (${scheme})`, async ({ page }) => {
      await visit(page, "/de/services");
      await chooseTheme(page, scheme);
      await expect(page.locator(suggestion)).toBeVisible();
      await expectNoAxeViolations(page, `/de/services with the suggestion, ${scheme}`, {
        reveal: false,
      });
    });
});
