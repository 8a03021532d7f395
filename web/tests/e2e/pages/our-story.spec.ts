import { jsonLdOf } from "../support/json-ld";
import { breadcrumbItems } from "../support/breadcrumbs";
import { expect, test } from "../support/fixtures";

const path = "/about-us/our-story";

test("mission, vision, 4 core values and the 2019–2024 timeline", async ({ page }) => {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 2, name: "Our mission" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Our vision" })).toBeVisible();
  await expect(page.locator("#values li")).toHaveCount(4);
  await expect(page.locator("#journey ol > li time")).toHaveText(["2019", "2020", "2021", "2022", "2023", "2024"]);
  expect(breadcrumbItems(await jsonLdOf(page)).map((i) => i.name)).toEqual(["Home", "Our Story"]);
});

test("the final numbers are in the pre-rendered HTML", async ({ request }) => {
  const html = await (await request.get(path)).text();
  for (const figure of ["500+", "50+", "15+", "98%"]) expect(html).toContain(`data-stat-value="true">${figure}<`);
});

test.describe("with motion allowed", () => {
  test.use({ reducedMotion: "no-preference" });
  test("the stats count up when they scroll into view and end on the final numbers", async ({ page }) => {
    await page.goto(path);
    const first = page.locator("#by-the-numbers [data-stat-value]").first();
    await expect(first).toHaveText("500+");
    const seen = await page.evaluate(async () => {
      const el = document.querySelector("#by-the-numbers [data-stat-value]")!;
      const values = new Set<string>();
      new MutationObserver(() => values.add(el.textContent ?? "")).observe(el, { childList: true, characterData: true, subtree: true });
      el.scrollIntoView({ block: "center" });
      await new Promise((r) => setTimeout(r, 2_500));
      return [...values];
    });
    expect(seen.length).toBeGreaterThan(3);
    expect(seen.some((v) => Number.parseInt(v) < 500)).toBe(true);
    await expect(first).toHaveText("500+");
  });
});

test.describe("with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });
  test("the stats show their final numbers and never change", async ({ page }) => {
    await page.goto(path);
    await page.locator("#by-the-numbers").scrollIntoViewIfNeeded();
    await page.waitForTimeout(500);
    await expect(page.locator("#by-the-numbers [data-stat-value]")).toHaveText(["500+", "50+", "15+", "98%"]);
  });
});
