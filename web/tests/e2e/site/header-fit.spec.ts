import { allLanguages, site } from "../../../app/site";
import { expect, test } from "../support/fixtures";
import { builtLanguages } from "../support/routes";

// The desktop header (from 1024 px) keeps every control on one row, the language switcher
// included: no label wraps onto a second line and nothing runs past the page's edge, down to the
// narrowest width that shows it, in English at every width and in each other language (its own
// menu labels) at the narrowest; and the wordmark shows the company's name at every width.
const fits = [
  ...[1024, 1100, 1279, 1440].map((width) => ({ width, prefix: "", rtl: false })),
  ...allLanguages
    .filter((l) => l.code !== "en" && builtLanguages.includes(l.code))
    .map((l) => ({ width: 1024, prefix: `/${l.code}`, rtl: l.dir === "rtl" })),
];
for (const { width, prefix, rtl } of fits) {
  test.describe(`${prefix || "English"} at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test("every header control sits on one line, inside the page", async ({ page }) => {
      await page.goto(`${prefix}/about-us/leadership`);
      await expect(
        page.getByRole("banner").locator("details summary"),
        "the language switcher",
      ).toBeVisible();
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
      await page.goto(`${prefix}/about-us/leadership`);
      const name = page.locator("header").getByText(site.name, { exact: true });
      await expect(name).toBeVisible();
      const nameBox = (await name.boundingBox())!;
      const navBox = (await page
        .getByRole("banner")
        .getByRole("navigation")
        .first()
        .boundingBox())!;
      // Right to left, the wordmark is at the start: the right.
      if (rtl) expect(nameBox.x).toBeGreaterThan(navBox.x + navBox.width);
      else expect(nameBox.x + nameBox.width).toBeLessThan(navBox.x);
    });
  });
}
