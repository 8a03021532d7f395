import type { Locator, Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { visit } from "../support/visit";
import { specNavGroups, specNavLinks } from "../support/spec-links";
import { expectExpanded } from "../support/expanded";

const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });
const groupButton = (page: Page, label: string) =>
  mainNav(page).getByRole("button", { name: label, exact: true });
/** The panel a disclosure button controls (aria-controls). */
const panelOf = async (button: Locator) =>
  button.page().locator(`[id="${await button.getAttribute("aria-controls")}"]`);

test.describe("header appearance on scroll", () => {
  const headerStyle = (page: Page) =>
    page.getByRole("banner").evaluate((el) => {
      const style = getComputedStyle(el);
      return {
        backdrop: style.backdropFilter,
        shadow: style.boxShadow,
        background: style.backgroundColor,
      };
    });

  test("is transparent at the top, blurred with a shadow past 2 px, and transparent again at the top", async ({
    page,
  }) => {
    await visit(page, "/services");
    const header = page.getByRole("banner");
    expect(await header.evaluate((el) => getComputedStyle(el).position)).toBe("fixed");
    const scrollable = await page.evaluate(
      () => document.documentElement.scrollHeight - window.innerHeight,
    );
    expect(scrollable, "the page must be tall enough to scroll 3 px").toBeGreaterThan(3);

    const transparent = { backdrop: "none", shadow: "none", background: "rgba(0, 0, 0, 0)" };
    await expect.poll(() => headerStyle(page)).toEqual(transparent);

    // Scrolled to 2 px, once the header has answered the scroll: its listener runs before this
    // one, and a render it schedules runs before a message posted after it.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          addEventListener(
            "scroll",
            () => {
              const channel = new MessageChannel();
              channel.port1.onmessage = () => resolve();
              channel.port2.postMessage(null);
            },
            { once: true },
          );
          window.scrollTo(0, 2);
        }),
    );
    expect(await headerStyle(page), "still transparent at exactly 2 px").toEqual(transparent);
    expect(
      await header.evaluate((el) => el.getAnimations().length),
      "no transition started at 2 px",
    ).toBe(0);

    await page.evaluate(() => window.scrollTo(0, 3));
    await expect.poll(async () => (await headerStyle(page)).backdrop).toMatch(/blur\(/);
    await expect.poll(async () => (await headerStyle(page)).shadow).not.toBe("none");

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => headerStyle(page)).toEqual(transparent);
  });
});

test.describe("desktop navigation", () => {
  test("has the five groups, each item with a title and a description, reaching all 17 spec links", async ({
    page,
  }) => {
    await visit(page, "/");
    const buttons = mainNav(page).getByRole("button");
    await expect(buttons).toHaveText([...specNavGroups]);

    // Home is the logo's link and Contact the header's call to action; every other link is in a group.
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("link", { name: /home/i }).first()).toHaveAttribute("href", "/");
    await expect(banner.getByRole("link", { name: "Contact Us", exact: true })).toHaveAttribute(
      "href",
      "/contact",
    );
    const reached = new Set<string>(["/", "/contact"]);
    for (const label of specNavGroups) {
      const button = groupButton(page, label);
      await button.click();
      await expectExpanded(button, true);
      const panel = await panelOf(button);
      await expect(panel).toBeVisible();
      const links = panel.getByRole("link");
      expect(await links.count(), `${label} has items`).toBeGreaterThan(0);
      // Every item at once (one round trip, not three per link): shown as Playwright means it (a
      // box, not visibility: hidden), its text lines, its link.
      const items = () =>
        links.evaluateAll((as) =>
          as.map((a) => {
            const box = a.getBoundingClientRect();
            return {
              visible:
                box.width > 0 && box.height > 0 && getComputedStyle(a).visibility !== "hidden",
              lines: (a as HTMLElement).innerText
                .split("\n")
                .map((l) => l.trim())
                .filter(Boolean),
              href: new URL(a.getAttribute("href") ?? "", location.href).pathname,
            };
          }),
        );
      await expect
        .poll(
          async () => (await items()).filter((item) => !item.visible).length,
          `every item of ${label} is visible`,
        )
        .toBe(0);
      for (const { lines, href } of await items()) {
        expect(lines, `an item of ${label} shows a title and a description`).toHaveLength(2);
        reached.add(href);
      }
      await button.click();
      await expectExpanded(button, false);
      await expect(panel).toBeHidden();
    }
    expect(
      [...specNavLinks].filter((href) => !reached.has(href)),
      "spec links the header does not reach",
    ).toEqual([]);
  });

  test("each group holds what its name promises; 'What we do' reaches every service and industry", async ({
    page,
  }) => {
    await visit(page, "/");
    const hrefsOf = async (label: string) => {
      const button = groupButton(page, label);
      await button.click();
      const panel = await panelOf(button);
      await expect(panel).toBeVisible();
      const hrefs = await panel
        .getByRole("link")
        .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
      await button.click();
      return hrefs;
    };
    const whatWeDo = await hrefsOf("What we do");
    expect(whatWeDo).toEqual(expect.arrayContaining(["/services", "/industries", "/products"]));
    expect(whatWeDo.filter((href) => href.startsWith("/services/"))).toHaveLength(8);
    expect(whatWeDo.filter((href) => href.startsWith("/industries/"))).toHaveLength(9);
    const whoWeAre = await hrefsOf("Who we are");
    expect(whoWeAre, "Home is the logo's link, not an item of 'Who we are'").not.toContain("/");
    expect(whoWeAre).toContain("/testimonials");
    expect(await hrefsOf("Newsroom"), "Testimonials are not news").not.toContain("/testimonials");
  });

  for (const key of ["Enter", "Space", "ArrowDown"] as const) {
    test(`${key} on a group button opens it; Escape closes it and returns focus`, async ({
      page,
    }) => {
      await visit(page, "/");
      const button = groupButton(page, "Insights");
      const panel = await panelOf(button);
      await button.focus();
      await expectExpanded(button, false);
      await expect(panel).toBeHidden();

      await page.keyboard.press(key);
      await expectExpanded(button, true);
      await expect(panel).toBeVisible();

      await page.keyboard.press("Escape");
      await expectExpanded(button, false);
      await expect(panel).toBeHidden();
      await expect(button).toBeFocused();
    });
  }

  test("Tab moves into the open list; Escape there closes it and returns focus to its button", async ({
    page,
  }) => {
    await visit(page, "/");
    const button = groupButton(page, "Who we are");
    const panel = await panelOf(button);
    await button.focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await expect(panel.getByRole("link").first()).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(panel.getByRole("link").nth(1)).toBeFocused();
    await page.keyboard.press("Escape");
    await expectExpanded(button, false);
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();
  });

  test("a click outside closes the open group; opening another closes the first", async ({
    page,
  }) => {
    await visit(page, "/");
    const whatWeDo = groupButton(page, "What we do");
    const newsroom = groupButton(page, "Newsroom");
    await whatWeDo.click();
    await expectExpanded(whatWeDo, true);
    await newsroom.click();
    await expectExpanded(newsroom, true);
    await expectExpanded(whatWeDo, false);

    await page.getByRole("main").click({ position: { x: 20, y: 400 } });
    await expectExpanded(newsroom, false);
    await expect(await panelOf(newsroom)).toBeHidden();
  });

  test("a link in a group navigates and the group closes", async ({ page }) => {
    await visit(page, "/");
    const button = groupButton(page, "Insights");
    await button.click();
    await (await panelOf(button)).getByRole("link", { name: /Case Studies/ }).click();
    await expect(page).toHaveURL(/\/resources\/case-studies$/);
    await expectExpanded(button, false);
  });

  test("'Contact Us' leads to /contact", async ({ page }) => {
    await visit(page, "/");
    await page.getByRole("banner").getByRole("link", { name: "Contact Us", exact: true }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});

test.describe("skip link", () => {
  test("is the first focusable element, shows on focus, and moves focus to the main content", async ({
    page,
  }) => {
    await visit(page, "/services");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: /skip to (main )?content/i });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    const box = await skip.boundingBox();
    expect(
      box?.width ?? 0,
      "the focused skip link is visible, not clipped to 1 px",
    ).toBeGreaterThan(40);

    await page.keyboard.press("Enter");
    const main = page.getByRole("main");
    await expect(main).toBeFocused();
    // The next Tab continues after the header, not back at its start.
    await page.keyboard.press("Tab");
    expect(
      await page.getByRole("banner").evaluate((el) => el.contains(document.activeElement)),
    ).toBe(false);
  });
});
