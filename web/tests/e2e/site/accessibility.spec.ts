import type { Page } from "@playwright/test";
import { colourRules, expectNoAxeViolations } from "../support/axe";
import { chooseTheme } from "../support/theme";
import { firstScreenEndId } from "~/components/site/FirstScreenEnd";
import { expect, test } from "../support/fixtures";
import { visit } from "../support/visit";
import { oneRoutePerTemplate, pageRoutes, unknownPath } from "../support/routes";
import { specNavGroups } from "../support/spec-links";
import { desktopViewport, mobileViewport } from "../support/viewports";
import { expectExpanded } from "../support/expanded";

// Every route at 375 px and one route of each template at 1440 px; the same visit checks that the
// page shows its <h1> (its HTML is checked in routes.spec.ts). What axe finds on a page is either
// in its content, which is the same at every width and is checked on every route, or in its
// template's layout at a width, which every route of the template shares.
// The dark theme is checked on the template sample, at both widths, in the same visit: light
// first, then dark picked in the page's theme switch (the stylesheet follows <html data-theme> at
// once; nothing is fetched or rendered again). The themes differ in colour only, so the dark pass
// runs axe's colour rules (support/axe.ts); an element's colours come from its template's classes,
// and the content files hold words and pictures, not colours or markup (pages of one template
// differ in text, which the light pass on every route checks), so the sample sees every colour
// pair a template draws.
// The sweep runs with reduced motion: the page is then in its final state from the first paint
// (nothing waits to be revealed on scroll, no transition runs), the state a visitor with motion
// reaches once everything has been shown, so no page needs scrolling through.
const sweep = { reducedMotion: "reduce" } as const;
const templateSample = new Set(oneRoutePerTemplate);
const chooseDark = () => localStorage.setItem("kaveri-theme", "dark");

/** The page shows its one <h1>, and the first-screen marker ends the section that holds it. */
async function expectShowsItsHeading(page: Page): Promise<void> {
  await expect(page.locator("h1")).toHaveCount(1);
  await expect(page.locator("h1")).toBeVisible();
  const marker = page.locator(`#${firstScreenEndId}`);
  await expect(marker).toHaveCount(1);
  expect(
    await marker.evaluate(
      (end) => end.nextElementSibling === null && end.parentElement?.querySelector("h1") !== null,
    ),
    "the first-screen marker is the last child of the section holding the <h1>",
  ).toBe(true);
}

async function expectNoViolationsInEitherTheme(page: Page, state: string): Promise<void> {
  await expectNoAxeViolations(page, state, { reveal: false });
  await chooseTheme(page, "dark");
  await expectNoAxeViolations(page, `${state}, dark theme`, { reveal: false, rules: colourRules });
}

for (const [name, viewport, routes] of [
  ["desktop", desktopViewport, oneRoutePerTemplate],
  ["mobile", mobileViewport, pageRoutes],
] as const) {
  test.describe(`axe-core WCAG 2.2 AA at ${viewport.width}px (${name}), light (dark: one route per template)`, () => {
    test.use({ viewport, ...sweep });

    for (const route of routes) {
      test(route, async ({ page }) => {
        // Two axe runs in one visit: a long page took 30 s on a loaded 2-core CI host.
        test.setTimeout(60_000);
        expect((await visit(page, route))?.status()).toBe(200);
        await expectShowsItsHeading(page);
        const state = `${route} at ${viewport.width}px`;
        if (templateSample.has(route)) await expectNoViolationsInEitherTheme(page, state);
        else await expectNoAxeViolations(page, state, { reveal: false });
      });
    }

    test("the 404 page", async ({ page, consoleErrors }) => {
      consoleErrors.allow(new RegExp(unknownPath));
      consoleErrors.allow(/status of 404/);
      await visit(page, unknownPath);
      await expectNoViolationsInEitherTheme(page, `404 page at ${viewport.width}px`);
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
