import { jsonLdOf } from "../support/json-ld";
import { breadcrumbItems } from "../support/breadcrumbs";
import { expect, test } from "../support/fixtures";
import { visit } from "../support/visit";
import { countUpValues } from "../support/count-up";

const path = "/about-us/our-story";

test("mission, vision, 4 core values and the 2019–2024 timeline", async ({ page }) => {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 2, name: "Our mission" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Our vision" })).toBeVisible();
  await expect(page.locator("#values li")).toHaveCount(4);
  await expect(page.locator("#journey ol > li time")).toHaveText([
    "2019",
    "2020",
    "2021",
    "2022",
    "2023",
    "2024",
  ]);
  expect(breadcrumbItems(await jsonLdOf(page)).map((i) => i.name)).toEqual(["Home", "Our Story"]);
});

test("the final numbers are in the pre-rendered HTML", async ({ request }) => {
  const html = await (await request.get(path)).text();
  for (const figure of ["500+", "50+", "15+", "98%"])
    expect(html).toContain(`data-stat-value="true">${figure}<`);
});

test.describe("with motion allowed", () => {
  test.use({ reducedMotion: "no-preference" });
  test("the stats count up when they scroll into view and end on the final numbers", async ({
    page,
  }) => {
    await visit(page, path);
    const first = page.locator("#by-the-numbers [data-stat-value]").first();
    await expect(first).toHaveText("500+");
    // Every value the first stat shows from the scroll until it is back on its final number.
    const seen = await countUpValues(page);
    expect(seen.length).toBeGreaterThan(3);
    expect(seen.some((v) => Number.parseInt(v) < 500)).toBe(true);
    await expect(first).toHaveText("500+");
  });
});

test.describe("with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });
  test("the stats show their final numbers and never change", async ({ page }) => {
    await visit(page, path);
    // Scrolled into view, until an observer like the one that starts the count-up has fired and
    // two frames have passed: a count-up would have changed the numbers by then.
    const changes = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const section = document.querySelector("#by-the-numbers")!;
          let count = 0;
          const mutations = new MutationObserver((records) => (count += records.length));
          mutations.observe(section, { childList: true, characterData: true, subtree: true });
          const frame = () => new Promise((r) => requestAnimationFrame(r));
          const inView = new IntersectionObserver(
            async ([entry]) => {
              if (!entry?.isIntersecting) return;
              inView.disconnect();
              await frame();
              await frame();
              count += mutations.takeRecords().length;
              mutations.disconnect();
              resolve(count);
            },
            { threshold: 0.5 },
          );
          for (const stat of section.querySelectorAll("[data-stat-value]")) inView.observe(stat);
          section.scrollIntoView({ block: "center" });
        }),
    );
    expect(changes, "changes to the numbers after they came into view").toBe(0);
    await expect(page.locator("#by-the-numbers [data-stat-value]")).toHaveText([
      "500+",
      "50+",
      "15+",
      "98%",
    ]);
  });
});
