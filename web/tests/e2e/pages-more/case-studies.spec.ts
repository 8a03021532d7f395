import { expect, test } from "../support/fixtures";

test("/resources/case-studies shows 6 case studies with every field", async ({ page }) => {
  await page.goto("/resources/case-studies");
  const studies = page.locator("main article");
  await expect(studies).toHaveCount(6);
  for (const study of await studies.all()) {
    await expect(study.getByRole("heading", { level: 2 })).not.toBeEmpty();
    const facts = await study.locator("dl > div").evaluateAll((rows) =>
      Object.fromEntries(rows.map((r) => [r.querySelector("dt")?.textContent, r.querySelector("dd")?.textContent?.trim()])),
    );
    expect(Object.keys(facts)).toEqual(["Client", "Industry", "Duration"]);
    for (const value of Object.values(facts)) expect(value).toBeTruthy();
    expect(facts.Duration).toMatch(/\d+ months?/);
    for (const heading of ["Challenge", "Solution"]) {
      const paragraph = study.getByRole("heading", { name: heading, level: 3 }).locator("xpath=following-sibling::p");
      await expect(paragraph).not.toBeEmpty();
    }
    expect(await study.getByRole("heading", { name: "Results" }).locator("xpath=following-sibling::ul/li").count()).toBeGreaterThan(0);
    expect(await study.getByRole("list", { name: /^Technologies used/ }).locator("li").count()).toBeGreaterThan(0);
    const image = study.locator("img");
    await expect(image).toHaveAttribute("width", /\d+/);
    await expect(image).toHaveAttribute("height", /\d+/);
  }
});

test("the case-study index links jump to each study", async ({ page }) => {
  await page.goto("/resources/case-studies");
  const links = page.getByRole("navigation", { name: "Case studies on this page" }).getByRole("link");
  await expect(links).toHaveCount(6);
  for (const link of await links.all()) {
    const target = ((await link.getAttribute("href")) ?? "").slice(1);
    await expect(page.locator(`article[id="${target}"]`)).toHaveCount(1);
  }
});
