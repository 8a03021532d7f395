import type { Page } from "@playwright/test";
import { colourRules, expectNoAxeViolations } from "../support/axe";
import { content } from "../support/content";
import { expect, test } from "../support/fixtures";
import { chooseTheme } from "../support/theme";
import { desktopViewport, mobileViewport } from "../support/viewports";
import { visit } from "../support/visit";

const copy = content["pages/search"].copy;
/** A word on many pages: more results than the first screenful of ten. */
const broadQuery = "data";

const status = (page: Page) => page.getByRole("main").getByRole("status");
const resultList = (page: Page) => page.getByRole("list", { name: /results? for/ });
const kindFilter = (page: Page) => page.getByRole("navigation", { name: copy.kindsLabel });
const showMore = (page: Page) => page.getByRole("button", { name: copy.showMore });

/** "34 results for “data”" → 34. */
async function resultCount(page: Page): Promise<number> {
  await expect(status(page)).toHaveText(/^\d+ results? for/);
  return Number((await status(page).textContent())!.match(/^\d+/)![0]);
}

/** Clicks "Show more results" until every result is listed; returns the results' links. */
async function showAll(page: Page): Promise<string[]> {
  const total = await resultCount(page);
  while ((await resultList(page).locator(":scope > li").count()) < total) {
    const before = await resultList(page).locator(":scope > li").count();
    await showMore(page).click();
    await expect(resultList(page).locator(":scope > li")).not.toHaveCount(before);
  }
  await expect(showMore(page)).toHaveCount(0);
  return resultList(page)
    .locator(":scope > li > a")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href")!));
}

/** Each result's kind, title and excerpt, read in one go. */
const readResults = (page: Page) =>
  resultList(page)
    .locator(":scope > li > a")
    .evaluateAll((links) =>
      links.map((a) => ({
        kind: a.querySelector("p span")?.textContent ?? "",
        excerpt: a.querySelector("h2 + p")?.textContent ?? "",
        marks: [...a.querySelectorAll("mark")].map((m) => m.textContent ?? ""),
      })),
    );

test("every result is reachable: “Show more” lists the rest, and focus moves to the first new one", async ({
  page,
}) => {
  await visit(page, `/search?q=${broadQuery}`);
  const total = await resultCount(page);
  expect(total, `“${broadQuery}” should find more pages than one screenful`).toBeGreaterThan(10);
  await expect(resultList(page).locator(":scope > li")).toHaveCount(10);
  await expect(page.getByText(`Showing 10 of ${total}`)).toBeVisible();

  await showMore(page).click();
  await expect(resultList(page).locator(":scope > li > a").nth(10)).toBeFocused();
  const hrefs = await showAll(page);
  expect(hrefs).toHaveLength(total);
  expect(new Set(hrefs).size).toBe(total);
  await expect(page.getByText(`Showing ${total} of ${total}`)).toBeVisible();
});

test("the filter by kind counts each kind's results and narrows the list to one kind", async ({
  page,
}) => {
  await visit(page, `/search?q=${broadQuery}`);
  const total = await resultCount(page);
  const choices = await kindFilter(page)
    .getByRole("link")
    .evaluateAll((links) =>
      links.map((a) => ({
        label: a.firstElementChild!.textContent!,
        count: Number(a.lastElementChild!.textContent),
        current: a.getAttribute("aria-current"),
      })),
    );
  expect(choices[0]).toEqual({ label: copy.allKinds, count: total, current: "true" });
  const kinds = choices.slice(1);
  expect(kinds.length).toBeGreaterThan(1);
  expect(kinds.reduce((sum, k) => sum + k.count, 0)).toBe(total);

  const service = kinds.find((k) => k.label === "Service")!;
  expect(service.count).toBeGreaterThan(0);
  await kindFilter(page)
    .getByRole("link", { name: /^Service/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`[?&]kind=service`));
  await expect(status(page)).toHaveText(
    new RegExp(`^${service.count} results? for “${broadQuery}” \\(Service\\)`),
  );
  await expect(kindFilter(page).getByRole("link", { name: /^Service/ })).toHaveAttribute(
    "aria-current",
    "true",
  );
  await showAll(page);
  const results = await readResults(page);
  expect(results).toHaveLength(service.count);
  expect(results.every((r) => r.kind === "Service")).toBe(true);

  await kindFilter(page)
    .getByRole("link", { name: new RegExp(`^${copy.allKinds}`) })
    .click();
  await expect(status(page)).toHaveText(new RegExp(`^${total} results for`));
});

test("excerpts are the page's own words: no navigation or card labels, none shared, highlights on words only", async ({
  page,
}) => {
  for (const query of ["industries", "cloud"]) {
    await visit(page, `/search?q=${query}`);
    await showAll(page);
    const results = await readResults(page);
    expect(results.length).toBeGreaterThan(1);
    for (const { excerpt, marks } of results) {
      expect(excerpt).not.toMatch(/Learn more|Read the case study|Feature \d of \d|Home \//i);
      for (const mark of marks) expect(mark).toMatch(/^[\p{L}\p{N}](.*[\p{L}\p{N}])?$/u);
    }
    const excerpts = results.map((r) => r.excerpt);
    expect(new Set(excerpts).size, `excerpts for “${query}”`).toBe(excerpts.length);
  }
});

test("wide screens put the filter beside the results, phones above them on one row", async ({
  page,
}) => {
  await page.setViewportSize(desktopViewport);
  await visit(page, `/search?q=${broadQuery}`);
  await expect(resultList(page)).toBeVisible();
  const filter = (await kindFilter(page).boundingBox())!;
  const list = (await resultList(page).boundingBox())!;
  expect(filter.x + filter.width).toBeLessThan(list.x);
  expect(list.x + list.width).toBeGreaterThan(desktopViewport.width * 0.85);

  await page.setViewportSize(mobileViewport);
  const chip = (await kindFilter(page).getByRole("link").first().boundingBox())!;
  const row = (await kindFilter(page).getByRole("list").boundingBox())!;
  expect(row.height).toBeLessThan(chip.height * 1.5);
  expect((await resultList(page).boundingBox())!.y).toBeGreaterThan(row.y + row.height);
  const phoneList = (await resultList(page).boundingBox())!;
  expect(phoneList.x + phoneList.width).toBeLessThanOrEqual(mobileViewport.width);
  // The row scrolls inside itself; the page never scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    mobileViewport.width,
  );
});

test("the results with a kind chosen pass axe-core, light and dark", async ({ page }) => {
  await page.setViewportSize(desktopViewport);
  await visit(page, `/search?q=${broadQuery}&kind=service`);
  await expect(resultList(page)).toBeVisible();
  await expectNoAxeViolations(page, "/search with results of one kind", { reveal: false });
  await chooseTheme(page, "dark");
  await expectNoAxeViolations(page, "/search with results of one kind, dark theme", {
    reveal: false,
    rules: colourRules,
  });
});
