import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { mobileViewport } from "../support/viewports";
import { visit } from "../support/visit";
import { indexPath, industryFilters, serviceFilters, studies } from "./studies";

const filterNav = (page: Page) => page.getByRole("navigation", { name: "Filter case studies" });
const shownSlugs = (page: Page) =>
  page.locator("main article").evaluateAll((cards) => cards.map((c) => c.id));
const expected = (slugs: readonly string[]) =>
  studies.map((s) => s.slug).filter((slug) => slugs.includes(slug));

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  const filters = [
    ...[...industryFilters].map(([slug, slugs]) => ({
      path: `${indexPath}/industry/${slug}`,
      slugs,
    })),
    ...[...serviceFilters].map(([slug, slugs]) => ({
      path: `${indexPath}/service/${slug}`,
      slugs,
    })),
  ];

  test("every industry and service with a study has its filter, and none without", async ({
    page,
  }) => {
    await page.goto(indexPath);
    const links = await filterNav(page)
      .getByRole("link")
      .evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    expect(links.toSorted()).toEqual([indexPath, ...filters.map((f) => f.path)].toSorted());
    expect(await page.locator("main article").count()).toBe(6);
  });

  for (const filter of filters) {
    test(`${filter.path} is a pre-rendered page showing its studies`, async ({ page }) => {
      await page.goto(indexPath);
      await filterNav(page).locator(`a[href="${filter.path}"]`).click();
      await expect(page).toHaveURL(new RegExp(`${filter.path}$`));
      expect(await shownSlugs(page), filter.path).toEqual(expected(filter.slugs));
      await expect(filterNav(page).locator('[aria-current="page"]')).toHaveAttribute(
        "href",
        filter.path,
      );
      await expect(page.getByRole("status")).toHaveText(
        filter.slugs.length === 1 ? "1 case study" : `${filter.slugs.length} case studies`,
      );
      // Its own canonical URL; kept out of search results but its links are followed.
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        new RegExp(`${filter.path}$`),
      );
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    });
  }

  test("'All case studies' goes back to the six", async ({ page }) => {
    const [slug] = [...industryFilters.keys()];
    await page.goto(`${indexPath}/industry/${slug}`);
    await filterNav(page).getByRole("link", { name: "All case studies" }).click();
    await expect(page).toHaveURL(new RegExp(`${indexPath}$`));
    expect(await shownSlugs(page)).toHaveLength(6);
    await expect(filterNav(page).getByRole("link", { name: "All case studies" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });
});

test.describe("with JavaScript", () => {
  test("a filter opens its view where the visitor was, with focus on the filter and the count in the status", async ({
    page,
  }) => {
    // Each filter is its own page: an inline script (lib/inline-scripts/keep-place.ts) carries
    // the scroll position and the focus over.
    await visit(page, indexPath);
    await page.evaluate(() => scrollTo(0, 120));
    const place = () => page.evaluate(() => Math.round(scrollY));
    const before = await place();
    expect(before).toBeGreaterThan(0);
    const [industry, industrySlugs] = [...industryFilters][0]!;
    const industryLink = filterNav(page).locator(`a[href="${indexPath}/industry/${industry}"]`);
    await industryLink.click();
    await expect(page).toHaveURL(new RegExp(`/industry/${industry}$`));
    await expect.poll(() => shownSlugs(page)).toEqual(expected(industrySlugs));
    await expect(industryLink).toHaveAttribute("aria-current", "page");
    await expect(industryLink).toBeFocused();
    expect(await place()).toBe(before);
    const status = page.getByRole("status");
    await expect(status).toHaveAttribute("role", "status");
    await expect(status).toHaveText(
      industrySlugs.length === 1 ? "1 case study" : `${industrySlugs.length} case studies`,
    );

    const [service, serviceSlugs] = [...serviceFilters].sort(
      (a, b) => b[1].length - a[1].length,
    )[0]!;
    const serviceLink = filterNav(page).locator(`a[href="${indexPath}/service/${service}"]`);
    const beforeService = await place();
    await serviceLink.click();
    await expect(page).toHaveURL(new RegExp(`/service/${service}$`));
    await expect.poll(() => shownSlugs(page)).toEqual(expected(serviceSlugs));
    await expect(status).toHaveText(`${serviceSlugs.length} case studies`);
    await expect(serviceLink).toBeFocused();
    expect(await place()).toBe(beforeService);
    await expect(industryLink).not.toHaveAttribute("aria-current", "page");

    await filterNav(page).getByRole("link", { name: "All case studies" }).click();
    await expect.poll(() => shownSlugs(page)).toHaveLength(6);
    await expect(status).toHaveText("6 case studies");
    await expect(page).toHaveTitle(/^Case Studies \|/);
  });

  test("a page opened otherwise starts at the top, with nothing focused", async ({ page }) => {
    await visit(page, indexPath);
    await page.evaluate(() => scrollTo(0, 120));
    const [industry] = [...industryFilters][0]!;
    await page.goto(`${indexPath}/industry/${industry}`);
    expect(await page.evaluate(() => scrollY)).toBe(0);
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
  });

  test("a filtered view opened directly hydrates and filters", async ({ page }) => {
    const [service, slugs] = [...serviceFilters][0]!;
    await visit(page, `${indexPath}/service/${service}`);
    expect(await shownSlugs(page)).toEqual(expected(slugs));
    await expect(page).toHaveTitle(/^Case studies in .+ \|/);
  });
});

for (const javaScriptEnabled of [false, true]) {
  test.describe(`on a phone, ${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
    test.use({ viewport: mobileViewport, javaScriptEnabled });

    test("the filters fold into one control that shows the active filter and opens to them; the first study is on the first screen", async ({
      page,
    }) => {
      const [slug] = [...industryFilters.keys()];
      const path = `${indexPath}/industry/${slug}`;
      if (javaScriptEnabled) await visit(page, path);
      else await page.goto(path);
      const nav = filterNav(page);
      const toggle = nav.locator("summary");
      await expect(toggle).toBeVisible();
      // Folded: the control alone (its label and the active filter's whole name, which may take
      // a second line rather than be cut), the filter links out of sight, the studies on the
      // first screen.
      const folded = (await nav.boundingBox())!.height;
      expect(folded).toBeLessThanOrEqual((await toggle.boundingBox())!.height + 2);
      expect(folded).toBeLessThan(100);
      await expect(nav.getByRole("link")).toHaveCount(0);
      const active = (await nav.locator(`a[href="${path}"]`).textContent())!;
      await expect(toggle).toContainText(active);
      const firstStudy = (await page.locator("main article").first().boundingBox())!;
      expect(firstStudy.y).toBeLessThan(mobileViewport.height - 120);

      await toggle.click();
      await expect(nav.locator('[aria-current="page"]')).toHaveAttribute("href", path);
      await nav.getByRole("link", { name: "All case studies" }).click();
      await expect(page).toHaveURL(new RegExp(`${indexPath}$`));
      await expect.poll(() => page.locator("main article").count()).toBe(6);
    });
  });
}

test("from 1024 px the filters stand open beside the opening, with no toggle", async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto(indexPath);
  await expect(filterNav(page).locator("summary")).toBeHidden();
  await expect(filterNav(page).getByRole("link", { name: "All case studies" })).toBeVisible();
  const links = await filterNav(page).getByRole("link").count();
  expect(links).toBe(1 + industryFilters.size + serviceFilters.size);
});
