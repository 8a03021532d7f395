import { expect, test } from "../support/fixtures";
import { visit } from "../support/visit";
import { industryFilters, serviceFilters, studies, studyPath } from "./studies";

const studyLinks = (slugs: readonly string[]) =>
  studies.filter((s) => slugs.includes(s.slug)).map((s) => studyPath(s.slug));

// Every service: its studies are listed on its page, linking to each study.
for (const service of [
  "design",
  "development",
  "devops",
  "data-analytics",
  "cloud",
  "qa-testing",
  "maintenance",
  "consulting",
]) {
  test(`/services/${service} lists its case studies`, async ({ page }) => {
    await visit(page, `/services/${service}`);
    const section = page.locator("section#case-studies");
    const slugs = serviceFilters.get(service) ?? [];
    if (slugs.length === 0) {
      await expect(section).toHaveCount(0);
      return;
    }
    const hrefs = await section
      .locator("article h3 a")
      .evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    expect(hrefs).toEqual(studyLinks(slugs));
  });
}

test("each industry page lists exactly the studies that name it, and the link opens the study", async ({
  page,
}) => {
  for (const [industry, slugs] of industryFilters) {
    await visit(page, `/industries/${industry}`);
    const hrefs = await page
      .locator("section#case-studies article h3 a")
      .evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    expect(hrefs, industry).toEqual(studyLinks(slugs));
  }
  const [study] = studies;
  await visit(page, `/industries/${study!.industry}`);
  await page.locator("section#case-studies").getByRole("link", { name: study!.title }).click();
  await expect(page).toHaveURL(new RegExp(`${studyPath(study!.slug)}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(study!.title);
});

test("an industry without case studies has no case-study section", async ({ page }) => {
  await visit(page, "/industries/public-services");
  expect(industryFilters.has("public-services")).toBe(false);
  await expect(page.locator("section#case-studies")).toHaveCount(0);
});
