import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { visit } from "../support/visit";
import { desktopViewport, mobileViewport } from "../support/viewports";

// Arabic mirrors the layout (logical properties, no second stylesheet): measured positions of
// the same elements on the English and the Arabic page, not screenshots.

const box = async (page: Page, selector: string) => {
  const b = await page.locator(selector).first().boundingBox();
  if (!b) throw new Error(`${selector} has no box`);
  return b;
};
const centre = (b: { x: number; width: number }) => b.x + b.width / 2;

test.describe("at 1440 px", () => {
  test.use({ viewport: desktopViewport });

  test("the header runs from the right: the logo at the right edge, the contact button at the left", async ({
    page,
  }) => {
    for (const [path, logoRight] of [
      ["/", false],
      ["/ar/", true],
    ] as const) {
      await visit(page, path);
      const logo = (await page
        .getByRole("banner")
        .locator("a")
        .first()
        .locator("svg")
        .boundingBox())!;
      const cta = await box(page, 'header a[href$="/contact"]');
      expect(centre(logo) > desktopViewport.width / 2, `${path}: logo on the right`).toBe(
        logoRight,
      );
      expect(centre(cta) > desktopViewport.width / 2, `${path}: contact on the right`).toBe(
        !logoRight,
      );
    }
  });

  test("a post or a job in English only runs left to right inside the Arabic page", async ({
    page,
  }) => {
    const direction = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((e) => getComputedStyle(e).direction);
    // ai-day-2026 has no Arabic text; iso-42001-certification has.
    await visit(page, "/ar/whats-new");
    for (const part of ["h2", "p"]) {
      expect(await direction(`article#ai-day-2026 ${part}`), `English ${part}`).toBe("ltr");
      await expect(page.locator(`article#ai-day-2026 ${part}`).first()).toHaveAttribute(
        "lang",
        "en",
      );
      expect(await direction(`article#iso-42001-certification ${part}`), `Arabic ${part}`).toBe(
        "rtl",
      );
    }
    await visit(page, "/ar/whats-new/ai-day-2026");
    expect(await direction("h1")).toBe("ltr");
    expect(await direction("main div[lang='en'] p")).toBe("ltr");
    expect(await direction("[role='note']"), "the Arabic notice above it").toBe("rtl");
    // Jobs are published in English only: each fact sits in an isolate of its own; the
    // department (the job's own English) runs left to right, the facts the page can say in
    // Arabic (place, arrangement, contract, years, closing date) run right to left.
    await visit(page, "/ar/careers/senior-ai-engineer");
    const facts = page.locator("#job-facts dd");
    await expect(facts.locator("> bdi")).toHaveCount(await facts.count());
    await expect(facts.locator("bdi[lang='en'][dir='ltr']")).toHaveCount(1);
    expect(await direction("#job-facts dd bdi[lang='en']")).toBe("ltr");
    expect(await direction("#job-facts dd bdi:not([lang])")).toBe("rtl");
  });

  test("breadcrumbs read from the right, and text aligns to the right", async ({ page }) => {
    await visit(page, "/ar/services/cloud");
    const crumbs = page
      .getByRole("navigation", { name: /.+/ })
      .filter({ has: page.locator("ol") })
      .first()
      .locator("li");
    const home = await crumbs.first().boundingBox();
    const next = await crumbs.nth(1).boundingBox();
    expect(home!.x, "the first crumb is right of the second").toBeGreaterThan(next!.x);
    const h1 = page.locator("h1");
    expect(await h1.evaluate((e) => getComputedStyle(e).direction)).toBe("rtl");
    const h1Box = (await h1.boundingBox())!;
    const main = (await page.locator("main").boundingBox())!;
    expect(
      main.x + main.width - (h1Box.x + h1Box.width),
      "the heading starts at the right",
    ).toBeLessThan(h1Box.x - main.x);
  });

  test("the chat button waits at the bottom left, and its panel opens there", async ({ page }) => {
    await visit(page, "/ar/");
    const launcher = page.locator("aside > button[aria-haspopup=dialog]").last();
    const b = (await launcher.boundingBox())!;
    expect(centre(b), "launcher on the left").toBeLessThan(desktopViewport.width / 2);
    await visit(page, "/");
    const en = (await page.locator("aside > button[aria-haspopup=dialog]").last().boundingBox())!;
    expect(centre(en), "launcher on the right in English").toBeGreaterThan(
      desktopViewport.width / 2,
    );
  });
});

test.describe("at 375 px", () => {
  test.use({ viewport: mobileViewport });

  test("the page never scrolls sideways in Arabic", async ({ page }) => {
    for (const path of [
      "/ar/",
      "/ar/contact",
      "/ar/resources/case-studies",
      "/ar/services/cloud",
    ]) {
      await visit(page, path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
    }
  });
});
