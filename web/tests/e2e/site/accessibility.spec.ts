import { expectNoAxeViolations } from "../support/axe";
import { expect, test } from "../support/fixtures";
import { visit } from "../support/visit";
import { oneRoutePerTemplate, pageRoutes, unknownPath } from "../support/routes";
import { specNavGroups } from "../support/spec-links";
import { desktopViewport, mobileViewport } from "../support/viewports";
import { expectExpanded } from "../support/expanded";

// Every route at 375 px and one route of each template at 1440 px, in each theme. What axe finds
// on a page is either in its content, which is the same at every width and is checked on every
// route, or in its template's layout at a width, which every route of the template shares.
// The sweep runs with reduced motion: the page is then in its final state from the first paint
// (nothing waits to be revealed on scroll, no transition runs), the state a visitor with motion
// reaches once everything has been shown, so no page needs scrolling through.
const sweep = { reducedMotion: "reduce" } as const;
const chooseDark = () => localStorage.setItem("kaveri-theme", "dark");

for (const [name, viewport, routes] of [
  ["desktop", desktopViewport, oneRoutePerTemplate],
  ["mobile", mobileViewport, pageRoutes],
] as const) {
  test.describe(`axe-core WCAG 2.2 AA at ${viewport.width}px (${name})`, () => {
    test.use({ viewport, ...sweep });

    for (const route of routes) {
      test(route, async ({ page }) => {
        await visit(page, route);
        await expectNoAxeViolations(page, `${route} at ${viewport.width}px`, { reveal: false });
      });
    }

    test("the 404 page", async ({ page, consoleErrors }) => {
      consoleErrors.allow(new RegExp(unknownPath));
      consoleErrors.allow(/status of 404/);
      await visit(page, unknownPath);
      await expectNoAxeViolations(page, `404 page at ${viewport.width}px`, { reveal: false });
    });
  });
}

test.describe("axe-core with menus open", () => {
  for (const group of specNavGroups) {
    test(`desktop dropdown '${group}' open`, async ({ page }) => {
      await page.setViewportSize(desktopViewport);
      await visit(page, "/");
      const button = page
        .getByRole("navigation", { name: "Main" })
        .getByRole("button", { name: group, exact: true });
      await button.click();
      await expectExpanded(button, true);
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

// The dark theme, chosen in the switch (stored before the page's scripts run), sampled the same way.
for (const [name, viewport, routes] of [
  ["mobile", mobileViewport, pageRoutes],
  ["desktop", desktopViewport, oneRoutePerTemplate],
] as const) {
  test.describe(`axe-core WCAG 2.2 AA in the dark theme at ${viewport.width}px (${name})`, () => {
    test.use({ viewport, ...sweep });
    test.beforeEach(async ({ page }) => {
      await page.addInitScript(chooseDark);
    });

    for (const route of routes) {
      test(route, async ({ page }) => {
        await visit(page, route);
        await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
        await expectNoAxeViolations(page, `${route} at ${viewport.width}px, dark theme`, {
          reveal: false,
        });
      });
    }
  });
}

test.describe("axe-core with menus open, dark theme", () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(chooseDark);
  });

  test(`desktop dropdown '${specNavGroups[0]}' open`, async ({ page }) => {
    await page.setViewportSize(desktopViewport);
    await visit(page, "/");
    const button = page
      .getByRole("navigation", { name: "Main" })
      .getByRole("button", { name: specNavGroups[0], exact: true });
    await button.click();
    await expectExpanded(button, true);
    await expectNoAxeViolations(
      page,
      `/ with the '${specNavGroups[0]}' dropdown open, dark theme`,
      { reveal: false },
    );
  });

  test("mobile menu open", async ({ page }) => {
    await page.setViewportSize(mobileViewport);
    await visit(page, "/");
    await page.getByRole("banner").getByRole("button", { name: /menu/i }).click();
    await expect(page.getByRole("dialog", { name: /menu/i })).toBeVisible();
    await expectNoAxeViolations(page, "/ with the mobile menu open, dark theme", { reveal: false });
  });
});
