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
  await visit(page, "/");
  await toggle(page).click();
  await expect(menu(page)).toBeVisible();
  // Only what Tab can reach: the services' and industries' lists stay collapsed (<details>).
  const focusables = await menu(page)
    .locator("a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex='-1'])")
    .filter({ visible: true })
    .count();
  /** Where focus is, when it is outside the menu ("" while inside). */
  const focusOutsideMenu = () =>
    menu(page).evaluate((dialog) => {
      const active = document.activeElement;
      if (active && dialog.contains(active)) return "";
      return active
        ? `<${active.tagName.toLowerCase()}${active.id ? ` id="${active.id}"` : ""}>`
        : "nothing";
    });
  for (let i = 0; i < focusables + 2; i++) {
    await page.keyboard.press("Tab");
    expect(
      await focusOutsideMenu(),
      `focus after Tab #${i + 1} (${focusables} focusable in the menu)`,
    ).toBe("");
  }
  for (let i = 0; i < focusables + 2; i++) {
    await page.keyboard.press("Shift+Tab");
    expect(await focusOutsideMenu(), `focus after Shift+Tab #${i + 1}`).toBe("");
  }
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
