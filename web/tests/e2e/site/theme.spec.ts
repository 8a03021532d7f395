// The colour theme: Light / Dark / System in the header and the mobile menu, remembered on the
// device, applied before the first paint (no flash of the other theme), working before the app
// hydrates (and with the app's JavaScript blocked), and following the device when on System.
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { desktopViewport, mobileViewport } from "../support/viewports";
import { visit } from "../support/visit";

const route = "/contact";
/** The body's background in each theme: the surface token's light and dark values. */
const background = { light: "rgb(255, 255, 255)", dark: "rgb(13, 18, 33)" };

const headerSwitch = (page: Page): Locator =>
  page.getByRole("banner").getByRole("group", { name: "Colour theme" });
const bodyBackground = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const htmlTheme = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme);
const storedTheme = (page: Page) => page.evaluate(() => localStorage.getItem("kaveri-theme"));

/**
 * Installed before the page's own scripts: records the theme on <html> when <body> first
 * appears, and the body's background in the first animation frame (what the first paint shows).
 */
function recordFirstFrame(): void {
  const w = window as unknown as {
    __firstFrame: { atBody?: string | null; theme?: string | null; background?: string };
  };
  w.__firstFrame = {};
  new MutationObserver((_, observer) => {
    if (!document.body) return;
    w.__firstFrame.atBody = document.documentElement.getAttribute("data-theme");
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
  const frame = () => {
    if (!document.body) return void requestAnimationFrame(frame);
    w.__firstFrame.theme = document.documentElement.getAttribute("data-theme");
    w.__firstFrame.background = getComputedStyle(document.body).backgroundColor;
  };
  requestAnimationFrame(frame);
}

test.describe("theme switch, desktop", () => {
  test.use({ viewport: desktopViewport, colorScheme: "light" });

  test("is a labelled radio group with Light, Dark and System, System chosen by default", async ({
    page,
  }) => {
    await visit(page, route);
    const group = headerSwitch(page);
    await expect(group).toBeVisible();
    for (const name of ["Light", "Dark", "System"])
      await expect(group.getByRole("radio", { name })).toBeVisible();
    await expect(group.getByRole("radio", { name: "System" })).toBeChecked();
    expect(await htmlTheme(page)).toBe("system");
    expect(await bodyBackground(page)).toBe(background.light);
  });

  test("sets the theme, and remembers it across reloads and pages", async ({ page }) => {
    await visit(page, route);
    await headerSwitch(page).getByRole("radio", { name: "Dark" }).check();
    expect(await htmlTheme(page)).toBe("dark");
    await expect.poll(() => bodyBackground(page)).toBe(background.dark);
    expect(await storedTheme(page)).toBe("dark");

    await page.reload();
    expect(await htmlTheme(page)).toBe("dark");
    await expect(headerSwitch(page).getByRole("radio", { name: "Dark" })).toBeChecked();
    expect(await bodyBackground(page)).toBe(background.dark);

    await visit(page, "/services");
    expect(await htmlTheme(page)).toBe("dark");
    await expect(headerSwitch(page).getByRole("radio", { name: "Dark" })).toBeChecked();

    await headerSwitch(page).getByRole("radio", { name: "Light" }).check();
    expect(await htmlTheme(page)).toBe("light");
    expect(await storedTheme(page)).toBe("light");
    await headerSwitch(page).getByRole("radio", { name: "System" }).check();
    expect(await htmlTheme(page)).toBe("system");
    expect(await storedTheme(page), "System forgets the choice").toBeNull();
  });

  test("works with the keyboard: Tab reaches the chosen option, arrows choose, focus is visible", async ({
    page,
  }) => {
    await visit(page, route);
    const system = headerSwitch(page).getByRole("radio", { name: "System" });
    await system.focus();
    await expect(system).toBeFocused();
    const label = system.locator("xpath=..");
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Tab");
    await expect(system).toBeFocused();
    expect(
      await label.evaluate((el) => getComputedStyle(el).outlineStyle),
      "the focused option shows an outline",
    ).not.toBe("none");
    await page.keyboard.press("ArrowLeft");
    await expect(headerSwitch(page).getByRole("radio", { name: "Dark" })).toBeChecked();
    expect(await htmlTheme(page)).toBe("dark");
  });

  test("no flash: a remembered dark theme is on <html> before <body> exists and in the first frame", async ({
    page,
  }) => {
    await visit(page, route);
    await headerSwitch(page).getByRole("radio", { name: "Dark" }).check();
    await page.addInitScript(recordFirstFrame);
    await page.reload();
    const first = await page.evaluate(
      () => (window as unknown as { __firstFrame: Record<string, string> }).__firstFrame,
    );
    expect(first.atBody).toBe("dark");
    expect(first.theme).toBe("dark");
    expect(first.background).toBe(background.dark);
  });

  test("the head script is allowed by the page's Content-Security-Policy (hashed, no 'unsafe-inline')", async ({
    page,
  }) => {
    const response = await page.goto(route);
    const csp = response?.headers()["content-security-policy"] ?? "";
    expect(csp).toMatch(/script-src [^;]*'sha256-/);
    expect(csp).not.toMatch(/script-src [^;]*'unsafe-inline'/);
    // The script ran (a CSP refusal would also fail the test as a console error).
    expect(await htmlTheme(page)).toBe("system");
  });
});

test.describe("theme switch before the app runs", () => {
  test.use({ viewport: desktopViewport, colorScheme: "light" });

  test("works and is remembered with the app's JavaScript blocked", async ({
    page,
    consoleErrors,
  }) => {
    // Only the page's own inline scripts run: every module of the app fails to load.
    await page.route("**/assets/**/*.js", (request) => request.abort());
    consoleErrors.allow(
      /Failed to load resource|Failed to fetch dynamically imported module|error loading dynamically imported module/i,
    );
    await page.goto(route);
    await headerSwitch(page).getByRole("radio", { name: "Dark" }).check();
    expect(await htmlTheme(page)).toBe("dark");
    await expect.poll(() => bodyBackground(page)).toBe(background.dark);
    const hydrated = await page.evaluate(() =>
      Object.keys(document.getElementById("main") ?? {}).some((key) =>
        key.startsWith("__reactFiber$"),
      ),
    );
    expect(hydrated, "the app never ran").toBe(false);

    await page.reload();
    expect(await htmlTheme(page)).toBe("dark");
    await expect(headerSwitch(page).getByRole("radio", { name: "Dark" })).toBeChecked();
    expect(await bodyBackground(page)).toBe(background.dark);
  });
});

test.describe("System follows the device", () => {
  test.use({ viewport: desktopViewport });

  test("prefers-color-scheme switches the theme on System, not on an explicit choice", async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await visit(page, route);
    expect(await htmlTheme(page)).toBe("system");
    expect(await bodyBackground(page)).toBe(background.dark);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe(
      "light dark",
    );

    await page.emulateMedia({ colorScheme: "light" });
    await expect.poll(() => bodyBackground(page)).toBe(background.light);

    await headerSwitch(page).getByRole("radio", { name: "Dark" }).check();
    await page.emulateMedia({ colorScheme: "light" });
    await expect.poll(() => bodyBackground(page)).toBe(background.dark);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe(
      "dark",
    );

    await headerSwitch(page).getByRole("radio", { name: "Light" }).check();
    await page.emulateMedia({ colorScheme: "dark" });
    await expect.poll(() => bodyBackground(page)).toBe(background.light);
  });
});

test.describe("without JavaScript", () => {
  test.use({ viewport: desktopViewport, javaScriptEnabled: false, colorScheme: "dark" });

  test("the device's preference applies and the switch, which could not work, is not shown", async ({
    page,
  }) => {
    await page.goto(route);
    expect(await page.evaluate(() => document.documentElement.hasAttribute("data-theme"))).toBe(
      false,
    );
    expect(await bodyBackground(page)).toBe(background.dark);
    await expect(page.getByRole("group", { name: "Colour theme" })).toHaveCount(0);
  });
});

test.describe("theme switch, mobile menu", () => {
  test.use({ viewport: mobileViewport, colorScheme: "light" });

  test("sets the theme from the mobile menu and shows the choice when reopened", async ({
    page,
  }) => {
    await visit(page, route);
    await page.getByRole("banner").getByRole("button", { name: /menu/i }).click();
    const menu = page.getByRole("dialog", { name: /menu/i });
    await expect(menu).toBeVisible();
    const group = menu.getByRole("group", { name: "Colour theme" });
    await expect(group.getByRole("radio", { name: "System" })).toBeChecked();
    await group.getByRole("radio", { name: "Dark" }).check();
    expect(await htmlTheme(page)).toBe("dark");
    await expect.poll(() => bodyBackground(page)).toBe(background.dark);

    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await page.reload();
    await page.getByRole("banner").getByRole("button", { name: /menu/i }).click();
    await expect(
      page
        .getByRole("dialog", { name: /menu/i })
        .getByRole("group", { name: "Colour theme" })
        .getByRole("radio", { name: "Dark" }),
    ).toBeChecked();
  });
});
