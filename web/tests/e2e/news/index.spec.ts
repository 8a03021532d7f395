import { expect, test } from "../support/fixtures";
import { visit } from "../support/visit";
import { indexCopy, postPath, posts } from "./news";

const perPage = 12;

test("/whats-new lists the twelve newest posts with categories and summaries, each linking to its page", async ({
  page,
}) => {
  await page.goto("/whats-new");
  const articles = page.locator("main article");
  await expect(articles).toHaveCount(perPage);
  for (const [index, post] of posts.slice(0, perPage).entries()) {
    const article = articles.nth(index);
    await expect(article.locator("time")).toHaveAttribute("datetime", post.date);
    await expect(article.getByText(post.category, { exact: true })).toBeVisible();
    await expect(article.getByText(post.summary)).toBeVisible();
    await expect(article.getByRole("heading", { level: 2 }).getByRole("link")).toHaveAttribute(
      "href",
      postPath(post.slug),
    );
    await expect(article.getByRole("link", { name: indexCopy.listing.readMore })).toHaveAttribute(
      "href",
      postPath(post.slug),
    );
  }
});

test("the index paginates past twelve: /whats-new/page/2 holds the rest, with rel prev/next and aria-current", async ({
  page,
}) => {
  expect(posts.length).toBeGreaterThan(perPage);
  await page.goto("/whats-new");
  const pagination = page.getByRole("navigation", { name: indexCopy.listing.pagination });
  await expect(pagination.locator('[aria-current="page"]')).toHaveText("1");
  await expect(pagination.locator('[aria-current="page"]')).toHaveAttribute("href", "/whats-new");
  await expect(page.locator('head link[rel="next"]')).toHaveAttribute("href", "/whats-new/page/2");
  await expect(page.locator('head link[rel="prev"]')).toHaveCount(0);

  await visit(page, "/whats-new");
  await page
    .getByRole("navigation", { name: indexCopy.listing.pagination })
    .getByRole("link", { name: indexCopy.listing.older })
    .click();
  await expect(page).toHaveURL("/whats-new/page/2");
  const rest = posts.slice(perPage, perPage * 2);
  await expect(page.locator("main article h2")).toHaveText(rest.map((p) => p.title));

  const response = await page.goto("/whats-new/page/2");
  expect(response?.status()).toBe(200);
  await expect(page.locator("main article h2")).toHaveText(rest.map((p) => p.title));
  await expect(page.locator('head link[rel="prev"]')).toHaveAttribute("href", "/whats-new");
  const second = page.getByRole("navigation", { name: indexCopy.listing.pagination });
  await expect(second.locator('[aria-current="page"]')).toHaveText("2");
  await expect(second.getByRole("link", { name: indexCopy.listing.newer })).toHaveAttribute(
    "href",
    "/whats-new",
  );
  const canonical = (await page.locator('link[rel="canonical"]').getAttribute("href")) ?? "";
  expect(new URL(canonical).pathname).toBe("/whats-new/page/2");
  expect(await page.title()).not.toBe(
    await (async () => {
      await page.goto("/whats-new");
      return page.title();
    })(),
  );
});

test("a page of the index past the last answers 404", async ({ page, consoleErrors }) => {
  consoleErrors.allow(/status of 404/);
  consoleErrors.allow(/page\/9/);
  const response = await page.goto("/whats-new/page/9");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
});

test('each post in the index shows its own picture, decorative (alt ""), loaded and sized', async ({
  page,
}) => {
  await page.goto("/whats-new");
  const articles = page.locator("main article");
  await expect(articles).toHaveCount(perPage);
  const sources = new Set<string>();
  for (const article of await articles.all()) {
    const picture = article.locator("picture img");
    await expect(picture).toHaveCount(1);
    // Drawn from the post's category, it says nothing the linked title does not.
    await expect(picture).toHaveAttribute("alt", "");
    await expect(picture).toHaveAttribute("width", /\d+/);
    await expect(picture).toHaveAttribute("height", /\d+/);
    await picture.scrollIntoViewIfNeeded();
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    sources.add(await picture.evaluate((img: HTMLImageElement) => img.currentSrc));
  }
  expect(sources.size, "no two posts share a picture").toBe(perPage);
});
