import { expect, test } from "../support/fixtures";

// The leadership page: every leader has an illustrated portrait (no initials in a circle).
test("/about-us/leadership shows each leader with their own portrait, loaded, beside their name", async ({
  page,
}) => {
  await page.goto("/about-us/leadership");
  const names = page.locator("#team").getByRole("heading", { level: 3 });
  await expect(names).toHaveCount(6);
  const sources = new Set<string>();
  for (const name of await names.all()) {
    const card = name.locator("xpath=ancestor::li[1]");
    const portrait = card.locator("img");
    await expect(portrait).toHaveCount(1);
    // The name is the heading beside it: the picture adds no words.
    await expect(portrait).toHaveAttribute("alt", "");
    await expect(portrait).toHaveAttribute("loading", "lazy");
    await expect(portrait).toHaveAttribute("width", /^\d+$/);
    await expect(portrait).toHaveAttribute("height", /^\d+$/);
    await portrait.scrollIntoViewIfNeeded();
    await expect
      .poll(() => portrait.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    sources.add((await portrait.getAttribute("src")) ?? "");
    // No monogram left: nothing in the card reads as bare initials.
    await expect(card.getByText(/^[A-Z]{2,3}$/)).toHaveCount(0);
  }
  expect(sources.size, "each leader has their own portrait").toBe(6);
});

test.describe("the roster beside the opening", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("names every leader with their role, each a link to their card", async ({ page }) => {
    await page.goto("/about-us/leadership");
    const roster = page.getByRole("navigation", { name: "The team at a glance" });
    const links = roster.getByRole("link");
    await expect(links).toHaveCount(6);
    const cardNames = await page
      .locator("#team")
      .getByRole("heading", { level: 3 })
      .allTextContents();
    for (const [index, link] of (await links.all()).entries()) {
      const name = cardNames[index] ?? "";
      await expect(link).toContainText(name);
      const target = (await link.getAttribute("href")) ?? "";
      await expect(page.locator(target).getByRole("heading", { level: 3 })).toHaveText(name);
    }
    await links.last().click();
    await expect(page.locator("#team").getByRole("heading", { level: 3 }).last()).toBeInViewport();
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("the roster stays out of the way: the cards follow the opening", async ({ page }) => {
    await page.goto("/about-us/leadership");
    await expect(page.getByRole("navigation", { name: "The team at a glance" })).toBeHidden();
  });
});
