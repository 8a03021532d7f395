import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { mobileViewport } from "../support/viewports";
import { visit } from "../support/visit";

// Artwork below the first screen sits in lazy frames (the `lazy-frame` utility): a phone fetches
// none of it while the first screen is painted, fetches it ahead of the scroll once the page is
// shown, and a frame has the same size whether its content is drawn or skipped.

const pagesWithFrames = ["/", "/services", "/products", "/about-us/leadership"];

test.use({ viewport: mobileViewport });

/** Start times of the fetches of images in lazy frames below the first screen, and of the first contentful paint. */
async function frameImageTimings(
  page: Page,
): Promise<{ firstPaint: number; fetches: { url: string; start: number }[] }> {
  return page.evaluate(() => {
    const urls = new Set(
      [...document.querySelectorAll<HTMLImageElement>(".lazy-frame img")]
        // Chromium draws a frame that ends a few pixels short of the screen's edge: leave it a margin.
        .filter(
          (img) =>
            img.closest(".lazy-frame")!.getBoundingClientRect().top + window.scrollY >=
            window.innerHeight + 64,
        )
        .map((img) => img.currentSrc || img.src),
    );
    const fetches = performance
      .getEntriesByType("resource")
      .filter((entry) => urls.has(entry.name))
      .map((entry) => ({ url: entry.name, start: entry.startTime }));
    const firstPaint =
      performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN;
    return { firstPaint, fetches };
  });
}

for (const path of pagesWithFrames) {
  test(`${path}: artwork further down is fetched after the first paint, and ahead of the scroll`, async ({
    page,
  }) => {
    await visit(page, path);
    await page.waitForFunction(() => document.documentElement.hasAttribute("data-page-shown"));
    await expect(page.locator(".lazy-frame").first()).toBeAttached();
    // Without any scrolling, the frames just below the first screen load their images.
    await expect
      .poll(async () => (await frameImageTimings(page)).fetches.length, {
        message: "images fetched ahead of the scroll",
      })
      .toBeGreaterThan(0);
    const { firstPaint, fetches } = await frameImageTimings(page);
    expect(firstPaint).toBeGreaterThan(0);
    for (const fetch of fetches)
      expect(fetch.start, `${fetch.url} started before the first paint`).toBeGreaterThanOrEqual(
        firstPaint,
      );
  });

  test(`${path}: a frame has the same size skipped and drawn`, async ({ page }) => {
    await visit(page, path);
    await page.waitForFunction(() => document.documentElement.hasAttribute("data-page-shown"));
    const sizes = () =>
      page.evaluate(() =>
        [...document.querySelectorAll(".lazy-frame")].map((frame) => {
          const { width, height } = frame.getBoundingClientRect();
          return `${width.toFixed(1)}×${height.toFixed(1)}`;
        }),
      );
    const drawn = await sizes();
    // Back to the state before the page was shown: frames off screen are skipped again.
    const skippedCount = await page.evaluate(async () => {
      document.documentElement.removeAttribute("data-page-shown");
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return [...document.querySelectorAll(".lazy-frame")].filter(
        (frame) => !frame.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }),
      ).length;
    });
    expect(
      skippedCount,
      "frames below the first screen are skipped before the page is shown",
    ).toBeGreaterThan(0);
    expect(await sizes()).toEqual(drawn);
  });
}
