import { expect, test } from "../support/fixtures";
import { visit, waitForHydration } from "../support/visit";

// The suggestion of another language (issue 18): never a redirect, shown in the visitor's
// language after hydration, pointing at the same page in it, and never again once dismissed or
// followed. The browser's language is Playwright's `locale` (navigator.languages).

const suggestion = '[data-language-suggestion]';

test.describe("a German-preferring visitor on an English page", () => {
  test.use({ locale: "de-DE" });

  test("gets English at / (no redirect) and a German suggestion to the German page", async ({ page }) => {
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

  test("never again once dismissed", async ({ page }) => {
    await visit(page, "/");
    const close = page.getByRole("button", { name: "Schließen" });
    await close.focus();
    await expect(close).toBeFocused();
    await close.click();
    await expect(page.locator(suggestion)).toHaveCount(0);
    await page.reload();
    await waitForHydration(page);
    await expect(page.locator(suggestion)).toHaveCount(0);
  });

  test("never again once followed", async ({ page }) => {
    await visit(page, "/");
    await page.getByRole("link", { name: "Auf Deutsch lesen" }).click();
    await page.waitForURL("**/de/");
    await waitForHydration(page);
    await visit(page, "/");
    await expect(page.locator(suggestion)).toHaveCount(0);
  });

  test("moves nothing when it appears (it sits at the end of the page)", async ({ page }) => {
    await page.goto("/services");
    const before = await page.locator("main").boundingBox();
    await waitForHydration(page);
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

  test("sees no suggestion on English pages", async ({ page }) => {
    await visit(page, "/");
    await expect(page.locator(suggestion)).toHaveCount(0);
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
