import type { Page, Route } from "@playwright/test";
import { content } from "../support/content";
import { expect, test } from "../support/fixtures";
import { hydrateIsland, visit } from "../support/visit";

// The search page's form and results are an island (components/islands/, docs/decisions/012):
// the page loads no JavaScript for it until the visitor reaches for the field, or comes with a
// query in the address; what they type meanwhile is theirs.

const copy = content["pages/search"].copy;
const island = (page: Page) => page.locator('[data-island="site-search"]');
const field = (page: Page) => page.getByRole("searchbox", { name: copy.title });
const status = (page: Page) => page.getByRole("main").getByRole("status");

/** Holds every island module until the returned function is called. */
async function holdIslands(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let released = false;
  await page.route("**/assets/islands/**", (route) =>
    released ? route.continue() : void held.push(route),
  );
  return async () => {
    released = true;
    await Promise.all(held.map((route) => route.continue()));
  };
}

test("/search loads no script for the island until the field is focused", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (r) => r.resourceType() === "script" && scripts.push(r.url()));
  // Ready means shown, with the loader having started every island it starts with the page.
  await visit(page, "/search");
  expect(scripts).toEqual([]);
  await expect(island(page)).not.toHaveAttribute("data-island-started");
  await hydrateIsland(page, "site-search");
  expect(scripts.some((url) => url.includes("/assets/islands/site-search-"))).toBe(true);
});

test("text typed before the island arrives is kept, and searched once it does", async ({
  page,
}) => {
  const release = await holdIslands(page);
  await visit(page, "/search");
  await field(page).click();
  // A click presses before it focuses: the press starts a form island.
  await expect(island(page)).toHaveAttribute("data-island-started", "pointerdown");
  await field(page).pressSequentially("cloud");
  await expect(island(page)).not.toHaveAttribute("data-hydrated");
  await release();
  await expect(island(page)).toHaveAttribute("data-hydrated", "");
  await expect(field(page)).toHaveValue("cloud");
  await expect(status(page)).toHaveText(/^\d+ results? for “cloud”/);
  await expect(page).toHaveURL(/[?&]q=cloud(&|$)/);
  // And the island has the field from there on: more typing searches again.
  await field(page).pressSequentially(" data");
  await expect(status(page)).toHaveText(/results? for “cloud data”|No results for “cloud data”/);
});

test("an address with a query starts the island with the page and shows its results", async ({
  page,
}) => {
  await visit(page, "/search?q=cloud");
  await expect(island(page)).toHaveAttribute("data-island-started", "shown");
  await expect(field(page)).toHaveValue("cloud");
  await expect(status(page)).toHaveText(/^\d+ results? for “cloud”/);
});

test("the back button returns to the last search, without a page load", async ({ page }) => {
  await visit(page, "/search?q=cloud");
  await expect(status(page)).toHaveText(/^\d+ results? for “cloud”/);
  await page
    .getByRole("navigation", { name: copy.kindsLabel })
    .getByRole("link", { name: /^Service/ })
    .click();
  await expect(page).toHaveURL(/kind=service/);
  await expect(status(page)).toHaveText(/\(Service\)/);
  const marker = await page.evaluate(() => ((window as { marker?: number }).marker = 1));
  await page.goBack();
  await expect(page).not.toHaveURL(/kind=/);
  await expect(status(page)).not.toHaveText(/\(Service\)/);
  await expect(status(page)).toHaveText(/^\d+ results? for “cloud”/);
  expect(await page.evaluate(() => (window as { marker?: number }).marker)).toBe(marker);
});

test("Ctrl+K opens the header's search from any page, and on /search focuses the page's field", async ({
  page,
}) => {
  await visit(page, "/services");
  await page.keyboard.press("Control+k");
  const header = page.locator("#header-search-input");
  await expect(header).toBeVisible();
  await expect(header).toBeFocused();
  await header.fill("cloud");
  await header.press("Enter");
  await expect(page).toHaveURL(/\/search\?q=cloud$/);
  await expect(status(page)).toHaveText(/^\d+ results? for “cloud”/);

  await visit(page, "/search");
  await page.keyboard.press("Control+k");
  await expect(field(page)).toBeFocused();
  await expect(island(page)).toHaveAttribute("data-hydrated", "");
});
