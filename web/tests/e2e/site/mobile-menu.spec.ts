import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { visit } from "../support/visit";
import { specNavGroups, specNavLinks } from "../support/spec-links";
import { mobileViewport } from "../support/viewports";

test.use({ viewport: mobileViewport });

/** The header's menu button: the one that opens the menu dialog. */
const toggle = (page: Page) =>
  page
    .getByRole("banner")
    .getByRole("button", { name: /menu/i })
    .and(page.locator("[aria-haspopup=dialog]"));
const menu = (page: Page) => page.getByRole("dialog", { name: /menu/i });

test("the desktop groups are hidden and a named toggle opens a menu with every group and link", async ({
  page,
}) => {
  await visit(page, "/");
  await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
  await expect(toggle(page)).toBeVisible();
  await expect(menu(page)).toBeHidden();

  await toggle(page).click();
  await expect(menu(page)).toBeVisible();
  for (const group of specNavGroups) {
    const name = { name: group, exact: true };
    await expect(
      menu(page).getByRole("heading", name).or(menu(page).getByRole("button", name)),
    ).toBeVisible();
  }
  const hrefs = await menu(page)
    .getByRole("link")
    .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  expect(
    specNavLinks.filter((href) => !hrefs.includes(href)),
    "spec links the mobile menu misses",
  ).toEqual([]);
});

test("the menu's list scrolls to its last link", async ({ page }) => {
  await visit(page, "/");
  await toggle(page).click();
  const links = menu(page).getByRole("navigation", { name: "Mobile" }).getByRole("link");
  await expect(links.last()).not.toBeInViewport();
  await links.first().hover();
  await expect(async () => {
    await page.mouse.wheel(0, 400);
    await expect(links.last()).toBeInViewport({ timeout: 250 });
  }).toPass({ timeout: 5_000 });
});

test("focus stays inside the open menu on Tab and Shift+Tab", async ({ page }) => {
  // Two key presses for each of the menu's ~40 controls, one round trip each.
  test.setTimeout(60_000);
  await visit(page, "/");
  await toggle(page).click();
  await expect(menu(page)).toBeVisible();
  // Only what Tab can reach: the services' and industries' lists stay collapsed (<details>).
  const focusables = await menu(page)
    .locator("a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex='-1'])")
    .filter({ visible: true })
    .count();
  // Every time focus leaves the menu (to an element outside it or to nothing) is recorded in the
  // page, so each key press costs one round trip and none is missed between two checks.
  await menu(page).evaluate((dialog) => {
    const left: string[] = [];
    (window as unknown as { focusLeft: string[] }).focusLeft = left;
    dialog.addEventListener("focusout", (event) => {
      const next = (event as FocusEvent).relatedTarget;
      if (next instanceof Element && dialog.contains(next)) return;
      left.push(
        next instanceof Element
          ? `<${next.tagName.toLowerCase()}${next.id ? ` id="${next.id}"` : ""}>`
          : "nothing",
      );
    });
  });
  const focusLeft = () =>
    page.evaluate(() => (window as unknown as { focusLeft: string[] }).focusLeft);
  const focusInMenu = () =>
    menu(page).evaluate((dialog) => dialog.contains(document.activeElement));
  for (let i = 0; i < focusables + 2; i++) await page.keyboard.press("Tab");
  expect(await focusLeft(), `focus left the menu on Tab (${focusables} focusable in it)`).toEqual(
    [],
  );
  expect(await focusInMenu()).toBe(true);
  for (let i = 0; i < focusables + 2; i++) await page.keyboard.press("Shift+Tab");
  expect(await focusLeft(), "focus left the menu on Shift+Tab").toEqual([]);
  expect(await focusInMenu()).toBe(true);
});

test("Escape closes the menu and returns focus to the toggle", async ({ page }) => {
  await visit(page, "/");
  await toggle(page).click();
  await expect(menu(page)).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(menu(page)).toBeHidden();
  await expect(toggle(page)).toBeFocused();
});

test("following a link closes the menu and shows the page", async ({ page }) => {
  await visit(page, "/");
  await toggle(page).click();
  await menu(page)
    .getByRole("link", { name: /Careers/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/careers$/);
  await expect(menu(page)).toBeHidden();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("going back after following a link finds the page, not the open menu", async ({ page }) => {
  // The page left may come back whole from the back-forward cache: leaving it closed the menu
  // (lib/inline-scripts/early-controls.ts).
  await visit(page, "/");
  await toggle(page).click();
  await menu(page)
    .getByRole("link", { name: /Careers/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/careers$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(menu(page)).toBeHidden();
  await expect(toggle(page)).not.toHaveAttribute("data-expanded", "true");
});
