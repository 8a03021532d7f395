import { expect, test } from "../support/fixtures";

test.use({ reducedMotion: "reduce" });

const grid = "[data-testid=industries-grid]";

/** How many distinct columns the grid's cards sit in. */
async function columnCount(page: import("@playwright/test").Page) {
  return page
    .locator(`${grid} > li`)
    .evaluateAll(
      (items) => new Set(items.map((i) => Math.round(i.getBoundingClientRect().left))).size,
    );
}

for (const [width, columns] of [
  [375, 1],
  [768, 2],
  [1024, 3],
  [1280, 4],
] as const) {
  test(`${columns} column(s) at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/");
    expect(await columnCount(page)).toBe(columns);
  });
}

test.describe("scroll reveal", () => {
  test.use({ reducedMotion: "no-preference" });

  test("cards fade, rise and scale in when they scroll into view, 0.6 s with a 0.1 s stagger", async ({
    page,
  }) => {
    await page.addInitScript(() => sessionStorage.setItem("kaveri:splash-seen", "1"));
    await page.goto("/");
    const cards = page.locator(`${grid} > li`);
    await expect(cards.last()).toHaveAttribute("data-reveal", "hidden");
    await expect(cards.last()).toHaveCSS("opacity", "0");
    expect(await cards.last().evaluate((el) => getComputedStyle(el).transform)).not.toBe("none");
    await page.locator(grid).scrollIntoViewIfNeeded();
    await page.evaluate(() =>
      document.querySelector("[data-testid=industries-grid]")?.scrollIntoView({ block: "start" }),
    );
    await expect(cards.first()).toHaveAttribute("data-reveal", "shown");
    const timing = await cards.evaluateAll((els) =>
      els
        .filter((e) => e.getAttribute("data-reveal") === "shown")
        .map((e) => ({
          duration: getComputedStyle(e).transitionDuration,
          delay: e.style.transitionDelay,
        })),
    );
    expect(timing[0]?.duration).toContain("0.6s");
    expect(timing.slice(0, 3).map((t) => t.delay)).toEqual(["0ms", "100ms", "200ms"]);
    await expect(cards.first()).toHaveCSS("opacity", "1");
  });

  test("icons bob continuously", async ({ page }) => {
    await page.goto("/");
    const name = await page
      .locator(`${grid} .icon-bob`)
      .first()
      .evaluate((el) => getComputedStyle(el).animationName);
    const count = await page
      .locator(`${grid} .icon-bob`)
      .first()
      .evaluate((el) => getComputedStyle(el).animationIterationCount);
    expect(name).toBe("icon-bob");
    expect(count).toBe("infinite");
  });
});

test("under reduced motion no card is ever hidden", async ({ page }) => {
  await page.goto("/");
  const states = await page
    .locator(`${grid} > li`)
    .evaluateAll((els) => els.map((e) => getComputedStyle(e).opacity));
  expect(states).toEqual(Array(10).fill("1"));
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("every card is visible", async ({ page }) => {
    await page.goto("/");
    await page.locator(grid).scrollIntoViewIfNeeded();
    for (const card of await page.locator(`${grid} > li`).all()) await expect(card).toBeVisible();
    const states = await page
      .locator(`${grid} > li`)
      .evaluateAll((els) => els.map((e) => getComputedStyle(e).opacity));
    expect(states).toEqual(Array(10).fill("1"));
  });
});
