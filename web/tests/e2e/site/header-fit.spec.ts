import { site } from "../../../app/site";
import { expect, test } from "../support/fixtures";

// The desktop header (from 1024 px) keeps every control on one row: no label wraps onto a second
// line and nothing runs past the page's edge, down to the narrowest width that shows it; and the
// wordmark shows the company's name at every one of those widths.
for (const width of [1024, 1100, 1279, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test("every header control sits on one line, inside the page", async ({ page }) => {
      await page.goto("/about-us/leadership");
      const row = page.locator("header .container-page");
      const { overflow, tallest, right } = await row.evaluate((element) => {
        const controls = [...element.querySelectorAll("a, button")].filter(
          (control) => control.getClientRects().length > 0,
        );
        return {
          overflow: element.scrollWidth - element.clientWidth,
          tallest: Math.max(...controls.map((control) => control.getBoundingClientRect().height)),
          right: Math.max(...controls.map((control) => control.getBoundingClientRect().right)),
        };
      });
      expect(overflow, "the header's row overflows").toBeLessThanOrEqual(0);
      // One line of text in a 44 px target: a wrapped label makes its control taller.
      expect(tallest).toBeLessThanOrEqual(44);
      expect(right).toBeLessThanOrEqual(width);
    });

    test("the wordmark shows the name, clear of the navigation", async ({ page }) => {
      await page.goto("/about-us/leadership");
      const name = page.locator("header").getByText(site.name, { exact: true });
      await expect(name).toBeVisible();
      const nameBox = (await name.boundingBox())!;
      const navBox = (await page.getByRole("navigation", { name: "Main" }).boundingBox())!;
      expect(nameBox.x + nameBox.width).toBeLessThan(navBox.x);
    });
  });
}
