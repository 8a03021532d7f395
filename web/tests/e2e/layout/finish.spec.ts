import type { Locator, Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { settle } from "../support/settle";
import { chooseTheme } from "../support/theme";
import { mobileViewport } from "../support/viewports";
import { jobPath, jobs } from "../careers/jobs";
import { serviceFilters } from "../case-studies/studies";

// The finish a design lead checks: rows that fill, figures on one line, form controls drawn by
// the site in both themes.

test.use({ reducedMotion: "reduce" });

test.describe("related case studies fill their row", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  // One study spans the row as a feature card; two share it; three or more fill the grid.
  const byCount = (count: number) =>
    [...serviceFilters].find(([, slugs]) => slugs.length === count)?.[0];

  for (const path of [`/services/${byCount(1)}`, "/industries/healthcare"]) {
    test(`a single study spans the row on ${path}`, async ({ page }) => {
      await page.goto(path);
      const list = page.locator("section#case-studies ul").first();
      const cards = list.locator("article");
      await expect(cards).toHaveCount(1);
      const [listBox, cardBox] = [(await list.boundingBox())!, (await cards.boundingBox())!];
      expect(cardBox.width).toBeGreaterThan(listBox.width - 2);
      // A feature card: its figures' panel beside the text, not above it.
      const panel = (await cards.locator("dl").first().boundingBox())!;
      const title = (await cards.getByRole("heading").boundingBox())!;
      expect(title.x).toBeGreaterThan(panel.x + panel.width);
    });
  }

  test("two studies share one row and fill it", async ({ page }) => {
    const service = byCount(2)!;
    await page.goto(`/services/${service}`);
    const list = page.locator("section#case-studies ul").first();
    const boxes = await list
      .locator(":scope > li")
      .evaluateAll((items) => items.map((item) => item.getBoundingClientRect().toJSON()));
    const listBox = (await list.boundingBox())!;
    expect(boxes).toHaveLength(2);
    expect(boxes[0].top).toBe(boxes[1].top);
    expect(boxes[1].right - boxes[0].left).toBeGreaterThan(listBox.width - 2);
  });
});

/**
 * The numbers of every row of figures (a dl's dd elements whose groups share a top) and where
 * each one's top is. In a row, a wrapping label must not push its number down.
 */
async function figureRows(scope: Locator): Promise<{ label: string; tops: number[] }[]> {
  return scope.evaluateAll((lists) =>
    lists.flatMap((list) => {
      const rows = new Map<number, { label: string; tops: number[] }>();
      for (const group of list.children) {
        const figure = group.querySelector("dd");
        if (!figure || group.getClientRects().length === 0) continue;
        const groupTop = Math.round(group.getBoundingClientRect().top);
        const row = rows.get(groupTop) ?? { label: "", tops: [] };
        row.label += `${group.querySelector("dt")?.textContent ?? ""} | `;
        row.tops.push(Math.round(figure.getBoundingClientRect().top));
        rows.set(groupTop, row);
      }
      return [...rows.values()].filter((row) => row.tops.length > 1);
    }),
  );
}

async function expectFiguresAligned(page: Page, selector: string) {
  const rows = await figureRows(page.locator(selector));
  expect(rows.length, `rows of figures in ${selector}`).toBeGreaterThan(0);
  for (const row of rows) expect(new Set(row.tops).size, row.label).toBe(1);
}

test.describe("stat numbers share one line in a row when labels wrap", () => {
  test("the home claims, the story's numbers and the clients' figures on a phone", async ({
    page,
  }) => {
    await page.setViewportSize(mobileViewport);
    await page.goto("/");
    await expectFiguresAligned(page, "section[aria-labelledby=home-title] dl");
    await page.goto("/about-us/our-story");
    await expectFiguresAligned(page, "#by-the-numbers dl");
    await page.goto("/clients");
    await expectFiguresAligned(page, "main dl");
  });

  test("the figures of case-study cards, inside a card and across a row of cards", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/resources/case-studies");
    await expectFiguresAligned(page, "main article dl");
    for (const path of ["/services/development", "/services/cloud"]) {
      await page.goto(path);
      // Each card's lower figures (its second list), grouped by the card's row.
      const rows = await page.locator("section#case-studies article").evaluateAll((cards) =>
        cards.map((card) => ({
          row: Math.round(card.getBoundingClientRect().top),
          figures: Math.round(card.querySelectorAll("dl")[1]!.getBoundingClientRect().top),
        })),
      );
      const byRow = new Map<number, Set<number>>();
      for (const card of rows)
        byRow.set(card.row, (byRow.get(card.row) ?? new Set()).add(card.figures));
      expect(byRow.size, `${path}: cards share rows`).toBeLessThan(rows.length);
      for (const figures of byRow.values()) expect(figures.size, path).toBe(1);
    }
  });
});

test.describe("form controls are the site's, in both themes", () => {
  /** The computed look of a control (and of a file input's button). */
  const look = (control: Locator) =>
    control.evaluate((element) => {
      const style = getComputedStyle(element);
      const button = getComputedStyle(element, "::file-selector-button");
      return {
        appearance: style.appearance,
        background: style.backgroundColor,
        radius: Number.parseFloat(style.borderTopLeftRadius),
        buttonBackground: button.backgroundColor,
        buttonRadius: Number.parseFloat(button.borderTopLeftRadius),
        buttonColour: button.color,
      };
    });

  /** Focused by keyboard (back one stop and forward again), as a visitor reaches it. */
  async function expectVisibleFocus(page: Page, control: Locator) {
    await control.focus();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Tab");
    await expect(control).toBeFocused();
    const outline = await control.evaluate((element) => {
      const style = getComputedStyle(element);
      return { style: style.outlineStyle, width: Number.parseFloat(style.outlineWidth) };
    });
    expect(outline.style).not.toBe("none");
    expect(outline.width).toBeGreaterThanOrEqual(2);
  }

  test("the enquiry form's selects: no platform arrow, drawn like the text fields", async ({
    page,
  }) => {
    await page.goto("/contact");
    const select = page.getByLabel("Budget (optional)");
    const text = page.getByLabel("Company (optional)");
    for (const theme of ["light", "dark"] as const) {
      await chooseTheme(page, theme);
      const [selectLook, textLook] = [await look(select), await look(text)];
      expect(selectLook.appearance, theme).toBe("none");
      expect(selectLook.background, theme).toBe(textLook.background);
      expect(selectLook.radius, theme).toBe(textLook.radius);
    }
    await expect(select.locator("xpath=following-sibling::*[1]")).toBeVisible();
    await expectVisibleFocus(page, select);
  });

  test("the CV field: the site's button in a drop zone, with a visible focus", async ({ page }) => {
    await page.goto(`${jobPath(jobs[0]!.slug)}`);
    const file = page.locator("input[type=file]");
    const text = page.locator("form input[type=email]");
    const looks = new Map<string, string>();
    for (const theme of ["light", "dark"] as const) {
      await chooseTheme(page, theme);
      // The button's colours ease to the theme's (transition-colors): read them once they have.
      await settle(page);
      const [fileLook, textLook] = [await look(file), await look(text)];
      // The button is a pill on the fields' surface, not the platform's grey button.
      expect(fileLook.buttonBackground, theme).toBe(textLook.background);
      expect(fileLook.buttonRadius, theme).toBeGreaterThan(100);
      looks.set(theme, fileLook.buttonColour);
    }
    expect(looks.get("light")).not.toBe(looks.get("dark"));
    await expectVisibleFocus(page, file);
  });
});
