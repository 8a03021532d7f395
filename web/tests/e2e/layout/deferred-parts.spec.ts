import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { mobileViewport } from "../support/viewports";
import { visit } from "../support/visit";

// The parts of a page below its first screen (every Section, the footer) are `defer-draw`: the
// first paint skips those off screen, and once the page is shown each is drawn in a frame of its
// own (lib/inline-scripts/page-shown.ts), on a page loaded from the server and on one the app
// navigates to.

test.use({ viewport: mobileViewport });

declare global {
  interface Window {
    /** For each `defer-draw` part, at the first contentful paint: whether its content was drawn. */
    __drawnAtFirstPaint?: { label: string; drawn: boolean; marked: boolean }[];
  }
}

/** Records, in the first-contentful-paint callback, which parts the first paint drew. */
async function recordFirstPaint(page: Page) {
  await page.addInitScript(() => {
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName("first-contentful-paint").length) return;
      observer.disconnect();
      window.__drawnAtFirstPaint = [...document.querySelectorAll(".defer-draw")].map((part) => ({
        label: part.id || part.tagName.toLowerCase(),
        drawn: part.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }) ?? true,
        marked: part.hasAttribute("data-drawn"),
      }));
    }).observe({ type: "paint", buffered: true });
  });
}

/** Every part is marked drawn and its content is drawn (not skipped), wherever it is. */
async function expectAllDrawn(page: Page) {
  await expect
    .poll(() => page.locator(".defer-draw:not([data-drawn])").count(), {
      message: "every defer-draw part is drawn once the page is shown",
    })
    .toBe(0);
  const skipped = await page.evaluate(() =>
    [...document.querySelectorAll(".defer-draw")]
      .filter((part) => !part.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }))
      .map((part) => part.id || part.tagName.toLowerCase()),
  );
  expect(skipped).toEqual([]);
}

test("the first paint skips the parts below the first screen; then each is drawn", async ({
  page,
}) => {
  await recordFirstPaint(page);
  await visit(page, "/");
  await page.waitForFunction(() => window.__drawnAtFirstPaint !== undefined);
  const atFirstPaint = await page.evaluate(() => window.__drawnAtFirstPaint!);
  expect(atFirstPaint.length).toBeGreaterThanOrEqual(5); // four home sections and the footer
  expect(atFirstPaint.filter((p) => p.marked)).toEqual([]);
  const skipped = atFirstPaint.filter((p) => !p.drawn).map((p) => p.label);
  expect(skipped).toContain("footer");
  expect(skipped).toContain("testimonials");
  await expectAllDrawn(page);
  // Drawn, a part is an ordinary box: nothing it holds is clipped to it or contained by it.
  expect(
    await page.locator("footer").evaluate((footer) => getComputedStyle(footer).contentVisibility),
  ).toBe("visible");
});

test("a page reached by a link draws its parts too", async ({ page }) => {
  await visit(page, "/");
  await expectAllDrawn(page);
  // "Discover All Solutions": a link in the page (a document of its own, maybe prerendered).
  await page.locator('main a[href="/industries"]').first().click();
  await expect(page).toHaveURL(/\/industries$/);
  await expect(page.locator("main section.defer-draw").first()).toBeAttached();
  await expectAllDrawn(page);
});
