import { expectNoAxeViolations } from "../support/axe";
import { expect, test } from "../support/fixtures";
import { visit } from "../support/visit";
import { pageRoutes, unknownPath } from "../support/routes";
import { specNavGroups } from "../support/spec-links";
import { desktopViewport, mobileViewport } from "../support/viewports";

for (const [name, viewport] of [
  ["desktop", desktopViewport],
  ["mobile", mobileViewport],
] as const) {
  test.describe(`axe-core WCAG 2.2 AA at ${viewport.width}px (${name})`, () => {
    test.use({ viewport });

    for (const route of pageRoutes) {
      test(route, async ({ page }) => {
        await visit(page, route);
        await expectNoAxeViolations(page, `${route} at ${viewport.width}px`);
      });
    }

    test("the 404 page", async ({ page, consoleErrors }) => {
      consoleErrors.allow(new RegExp(unknownPath));
      consoleErrors.allow(/status of 404/);
      await visit(page, unknownPath);
      await expectNoAxeViolations(page, `404 page at ${viewport.width}px`);
    });
  });
}

test.describe("axe-core with menus open", () => {
  for (const group of specNavGroups) {
    test(`desktop dropdown '${group}' open`, async ({ page }) => {
      await page.setViewportSize(desktopViewport);
      await visit(page, "/");
      const button = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: group, exact: true });
      await button.click();
      await expect(button).toHaveAttribute("aria-expanded", "true");
      await expectNoAxeViolations(page, `/ with the '${group}' dropdown open`, { reveal: false });
    });
  }

  test("mobile menu open", async ({ page }) => {
    await page.setViewportSize(mobileViewport);
    await visit(page, "/");
    await page.getByRole("banner").getByRole("button", { name: /menu/i }).click();
    await expect(page.getByRole("dialog", { name: /menu/i })).toBeVisible();
    await expectNoAxeViolations(page, "/ with the mobile menu open", { reveal: false });
  });
});
