import type { Locator, Page } from "@playwright/test";
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
  // Each filter is a page of its own (issue 34: links are documents), opened where the visitor
  // was: the same scroll position, focus on the filter, the new count announced.
  test("filters update the list where the visitor is, keep focus on the filter and announce the count", async ({
    page,
  }) => {
    await visit(page, indexPath);
    await page.evaluate(() => window.scrollTo(0, 120));
    /** Clicks a filter, and says whether its page opened at the scroll position of the click. */
    const clickKeepsPlace = async (link: Locator) => {
      await link.scrollIntoViewIfNeeded();
      const y = await page.evaluate(() => scrollY);
      const href = await link.getAttribute("href");
      await link.click();
      await page.waitForURL((url) => url.pathname === href);
      await expect.poll(() => page.evaluate(() => scrollY)).toBe(y);
      return y;
    };
    const [industry, industrySlugs] = [...industryFilters][0]!;
    const industryLink = filterNav(page).locator(`a[href="${indexPath}/industry/${industry}"]`);
    expect(await clickKeepsPlace(industryLink)).toBeGreaterThan(0);
    await expect(page).toHaveURL(new RegExp(`/industry/${industry}$`));
    await expect.poll(() => shownSlugs(page)).toEqual(expected(industrySlugs));
    await expect(industryLink).toHaveAttribute("aria-current", "page");
    await expect(industryLink).toBeFocused();
    const status = page.getByRole("status");
    await expect(status).toHaveAttribute("role", "status");
    await expect(status).toHaveText(
      industrySlugs.length === 1 ? "1 case study" : `${industrySlugs.length} case studies`,
    );

    const [service, serviceSlugs] = [...serviceFilters].sort(
      (a, b) => b[1].length - a[1].length,
    )[0]!;
    const serviceLink = filterNav(page).locator(`a[href="${indexPath}/service/${service}"]`);
    await clickKeepsPlace(serviceLink);
    await expect(page).toHaveURL(new RegExp(`/service/${service}$`));
    await expect.poll(() => shownSlugs(page)).toEqual(expected(serviceSlugs));
    await expect(status).toHaveText(`${serviceSlugs.length} case studies`);
    await expect(serviceLink).toBeFocused();
    await expect(industryLink).not.toHaveAttribute("aria-current", "page");

    await clickKeepsPlace(filterNav(page).getByRole("link", { name: "All case studies" }));
    await expect.poll(() => shownSlugs(page)).toHaveLength(6);
    await expect(status).toHaveText("6 case studies");
    await expect(page).toHaveTitle(/^Case Studies \|/);
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
