import { expect, test } from "../support/fixtures";
import { visit } from "../support/visit";

// Layouts with intent: service pages use the width with an in-page navigation, card grids leave
// no orphan, and no page ends with a call to action of its own right above the footer's.

test.describe("service page in-page navigation", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("a named navigation beside the content links to each section, and stays in view", async ({
    page,
  }) => {
    await visit(page, "/services/cloud");
    const nav = page.getByRole("navigation", { name: "On this page" });
    await expect(nav).toBeVisible();
    const links = nav.getByRole("link");
    const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    expect(hrefs.slice(0, 3)).toEqual(["#overview", "#process", "#faq"]);
    for (const href of hrefs) await expect(page.locator(href!), `${href} exists`).toHaveCount(1);

    // Beside the text, not above it.
    const navBox = (await nav.boundingBox())!;
    const overviewBox = (await page.locator("#overview").boundingBox())!;
    expect(navBox.x).toBeGreaterThan(overviewBox.x + overviewBox.width - 1);

    await links.filter({ hasText: /questions/i }).click();
    await expect(page).toHaveURL(/#faq$/);
    await expect(page.locator("#faq")).toBeInViewport();
    // Sticky: still on screen next to the FAQ, with the contact call to action.
    await expect(nav).toBeInViewport();
    await expect(
      page
        .locator("section[aria-labelledby=service-contact]")
        .getByRole("link", { name: "Contact Us", exact: true }),
    ).toBeInViewport();
  });

  test("on a phone the links sit before the overview and still work", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await visit(page, "/services/design");
    const nav = page.getByRole("navigation", { name: "On this page" });
    const navBox = (await nav.boundingBox())!;
    const overviewBox = (await page.locator("#overview").boundingBox())!;
    expect(navBox.y + navBox.height).toBeLessThanOrEqual(overviewBox.y + 1);
    await nav.getByRole("link", { name: "Our process" }).click();
    await expect(page).toHaveURL(/#process$/);
    await expect(page.locator("#process h2")).toBeInViewport();
  });
});

for (const width of [1024, 1440]) {
  test(`/services lays its 8 cards out without an orphan at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await visit(page, "/services");
    const cards = page.locator("#all-services article");
    await expect(cards).toHaveCount(8);
    const tops = await cards.evaluateAll((cards) =>
      cards.map((card) => Math.round(card.getBoundingClientRect().top)),
    );
    const rows = new Map<number, number>();
    for (const top of tops) rows.set(top, (rows.get(top) ?? 0) + 1);
    const perRow = [...rows.values()];
    expect(new Set(perRow).size, `cards per row: ${perRow.join(", ")}`).toBe(1);
    expect(perRow[0]).toBeGreaterThan(1);
  });
}

for (const route of [
  "/",
  "/services",
  "/services/cloud",
  "/about-us/our-story",
  "/resources/case-studies/aarogya-patient-flow",
]) {
  test(`${route} ends without its own call to action right above the footer's`, async ({
    page,
  }) => {
    await visit(page, route);
    const last = page.locator("main > *").last();
    await expect(page.locator("footer section[aria-labelledby=footer-cta]")).toHaveCount(1);
    expect(
      await last.locator("a[href='/contact']").count(),
      "a link to /contact in the last block of the page",
    ).toBe(0);
  });
}
