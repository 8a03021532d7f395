import type { Page } from "@playwright/test";
import { colourRules, expectNoAxeViolations } from "../support/axe";
import { chooseTheme } from "../support/theme";
import { expect, test } from "../support/fixtures";
import { visit } from "../support/visit";
import { oneRoutePerTemplate, unknownPath } from "../support/routes";
import { specNavGroups } from "../support/spec-links";
import { desktopViewport, mobileViewport } from "../support/viewports";
import { expectExpanded } from "../support/expanded";

// Every route of every language is checked at 375 px in light (and the template sample in dark)
// in the one visit site/every-route.spec.ts makes of it. Here: one route of each template at
// 1440 px, light and dark in one visit. What axe finds on a page is either in its content, which
// is the same at every width and is checked on every route, or in its template's layout at a
// width, which every route of the template shares. The dark pass picks dark in the page's theme
// switch (the stylesheet follows <html data-theme> at once; nothing is fetched or rendered again)
// and runs axe's colour rules (support/axe.ts): the themes differ in colour only; an element's
// colours come from its template's classes, and the content files hold words and pictures, not
// colours or markup (pages of one template differ in text, which the light pass on every route
// checks), so the sample sees every colour pair a template draws.
// The sweep runs with reduced motion: the page is then in its final state from the first paint
// (nothing waits to be revealed on scroll, no transition runs), the state a visitor with motion
// reaches once everything has been shown, so no page needs scrolling through.
const sweep = { reducedMotion: "reduce" } as const;
const chooseDark = () => localStorage.setItem("kaveri-theme", "dark");

async function expectNoViolationsInEitherTheme(page: Page, state: string): Promise<void> {
  await expectNoAxeViolations(page, state, { reveal: false });
  await chooseTheme(page, "dark");
  await expectNoAxeViolations(page, `${state}, dark theme`, { reveal: false, rules: colourRules });
}

test.describe(`axe-core WCAG 2.2 AA at ${desktopViewport.width}px, one route per template, light and dark`, () => {
  test.use({ viewport: desktopViewport, ...sweep });

  for (const route of oneRoutePerTemplate) {
    test(route, async ({ page }) => {
      // Two axe runs in one visit: a long page took 30 s on a loaded 2-core CI host.
      test.setTimeout(60_000);
      expect((await visit(page, route))?.status()).toBe(200);
      await expectNoViolationsInEitherTheme(page, `${route} at ${desktopViewport.width}px`);
    });
  }

  test("the 404 page", async ({ page, consoleErrors }) => {
    consoleErrors.allow(new RegExp(unknownPath));
    consoleErrors.allow(/status of 404/);
    await visit(page, unknownPath);
    await expectNoViolationsInEitherTheme(page, `404 page at ${desktopViewport.width}px`);
  });
});

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

// The open menus in the dark theme, stored as chosen before the page's scripts run.
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

// The sweep runs axe in the page itself (support/axe.ts): a planted fault must be reported by the
// full run and, for colour, by the dark theme's colour run.
test("the sweep's axe runs report faults planted in a page", async ({ page }) => {
  await page.setViewportSize(mobileViewport);
  await visit(page, "/contact");
  await page.evaluate(() => {
    const main = document.getElementById("main")!;
    main.insertAdjacentHTML(
      "afterbegin",
      '<img src="/favicon.svg" width="10" height="10"><p style="color:#777;background:#888">Faint words</p>',
    );
  });
  const message = await expectNoAxeViolations(page, "planted", { reveal: false }).catch(
    (error: Error) => error.message,
  );
  expect(message).toContain("image-alt");
  expect(message).toContain("color-contrast");
  await chooseTheme(page, "dark");
  await expect(
    expectNoAxeViolations(page, "planted, dark", { reveal: false, rules: colourRules }),
  ).rejects.toThrow(/color-contrast/);
});
