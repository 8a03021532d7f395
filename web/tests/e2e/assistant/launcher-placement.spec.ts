import type { Page } from "@playwright/test";
import { site } from "../../../app/site";
import { expect, test } from "../support/fixtures";
import { mobileViewport } from "../support/viewports";
import { visit } from "../support/visit";
import { launcher, openFromButton, panel } from "./chat";

test.use({ viewport: mobileViewport });

/** The texts of the page's main content that the chat button's box overlaps. */
const coveredTexts = (page: Page) =>
  launcher(page).evaluate((button) => {
    const box = button.getBoundingClientRect();
    const covered = new Set<string>();
    for (const el of document.querySelectorAll("main *")) {
      const hasText = [...el.childNodes].some(
        (n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim(),
      );
      if (!hasText && !(el instanceof HTMLImageElement) && !(el instanceof SVGSVGElement)) continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      if (r.right > box.left && r.left < box.right && r.bottom > box.top && r.top < box.bottom)
        covered.add((el.textContent ?? el.tagName).trim().slice(0, 40));
    }
    return [...covered];
  });

for (const path of ["/", "/products"]) {
  test(`at 375 px, at the top of ${path}, the chat button covers none of the opening screen`, async ({
    page,
  }) => {
    await visit(page, path);
    await expect(launcher(page)).toBeVisible();
    // It waits in the header's bar (any translation finished).
    await expect.poll(async () => (await launcher(page).boundingBox())!.y).toBeLessThan(64);
    expect(await coveredTexts(page)).toEqual([]);

    // Scrolled, it floats at the bottom right, as the specification has it.
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect
      .poll(async () => (await launcher(page).boundingBox())!.y)
      .toBeGreaterThan(mobileViewport.height - 80);
    const box = (await launcher(page).boundingBox())!;
    expect(box.x + box.width).toBeGreaterThan(mobileViewport.width - 40);
  });
}

test("at 375 px the chat panel's header shows the assistant's full name", async ({ page }) => {
  await visit(page, "/services");
  await openFromButton(page);
  const title = panel(page).getByRole("heading", { name: site.assistant.title });
  await expect(title).toBeVisible();
  const clipped = await title.evaluate(
    (el) =>
      el.scrollWidth > el.clientWidth ||
      el.scrollHeight > el.clientHeight ||
      getComputedStyle(el).textOverflow === "ellipsis",
  );
  expect(clipped, "the title is cut off").toBe(false);
});
