import { expect, test } from "../support/fixtures";
import { visit } from "../support/visit";

test("a link navigation after scrolling shows the new page from the top", async ({ page }) => {
  await visit(page, "/services");
  await page.evaluate(() => {
    (window as Window & { notReloaded?: boolean }).notReloaded = true;
    window.scrollTo(0, document.documentElement.scrollHeight);
  });
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByRole("button", { name: "Who we are" }).click();
  await nav.getByRole("link", { name: /Our Story/ }).click();
  await expect(page).toHaveURL(/\/about-us\/our-story$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  // Links are documents (no router on the page): the new page is a document of its own, opened
  // at its top, not the old one scrolled back.
  expect(
    await page.evaluate(() => (window as Window & { notReloaded?: boolean }).notReloaded),
  ).toBeUndefined();
});
