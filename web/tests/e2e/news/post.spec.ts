import { breadcrumbItems } from "../support/breadcrumbs";
import { jsonLdOf, ofType } from "../support/json-ld";
import { expect, test } from "../support/fixtures";
import { visit } from "../support/visit";
import type { Leader } from "../../../app/content/schema";
import { content } from "../support/content";
import { postCopy, postPath, posts } from "./news";

test("every post has its own page: date, category, author, reading time, body", async ({
  page,
}) => {
  // Fifteen pages in one test: on a busy 2-core machine the default 30 s is not enough.
  test.setTimeout(90_000);
  for (const post of posts) {
    const response = await page.goto(postPath(post.slug));
    expect(response?.status(), post.slug).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);
    const main = page.getByRole("main");
    await expect(main.locator(`time[datetime="${post.date}"]`)).toBeVisible();
    await expect(main.getByText(post.category, { exact: true }).first()).toBeVisible();
    await expect(main.getByText(post.author, { exact: true })).toBeVisible();
    const minutes = Math.max(1, Math.ceil(post.words / 220));
    await expect(main.getByText(`${minutes} min read`, { exact: true })).toBeVisible();
    // The body: its paragraphs and subheadings, and no second <h1>.
    expect(await main.locator("article p").count(), post.slug).toBeGreaterThanOrEqual(3);
    await expect(page.locator("h1")).toHaveCount(1);
  }
});

test("a post written by a leader shows their portrait beside the byline; a newsroom post shows none", async ({
  page,
}) => {
  const leaders = content.leaders as Leader[];
  const byLeader = posts.find((post) => leaders.some((leader) => leader.name === post.author))!;
  const byNewsroom = posts.find((post) => !leaders.some((leader) => leader.name === post.author))!;
  await page.goto(postPath(byLeader.slug));
  const byline = page.getByRole("main").locator("dd").filter({ hasText: byLeader.author });
  const portrait = byline.locator("img");
  await expect(portrait).toHaveAttribute(
    "src",
    leaders.find((leader) => leader.name === byLeader.author)!.portrait,
  );
  await expect(portrait).toHaveAttribute("alt", "");
  await expect
    .poll(() => portrait.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await page.goto(postPath(byNewsroom.slug));
  await expect(
    page.getByRole("main").locator("dd").filter({ hasText: byNewsroom.author }).locator("img"),
  ).toHaveCount(0);
});

test("each post has a unique title, description and canonical URL and its own social card", async ({
  page,
  request,
}) => {
  const seen = { titles: new Set<string>(), descriptions: new Set<string>() };
  for (const post of posts.slice(0, 4)) {
    await page.goto(postPath(post.slug));
    const title = await page.title();
    const description =
      (await page.locator('meta[name="description"]').getAttribute("content")) ?? "";
    expect(title).toContain(post.title);
    expect(description).toBe(post.summary);
    expect(seen.titles.has(title) || seen.descriptions.has(description)).toBe(false);
    seen.titles.add(title);
    seen.descriptions.add(description);
    const canonical = (await page.locator('link[rel="canonical"]').getAttribute("href")) ?? "";
    expect(new URL(canonical).pathname).toBe(postPath(post.slug));
    const image = (await page.locator('meta[property="og:image"]').getAttribute("content")) ?? "";
    expect(new URL(image).pathname).toBe(`/og/news/${post.slug}.png`);
    await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute("content", image);
    const card = await request.get(new URL(image).pathname);
    expect(card.status()).toBe(200);
    expect(card.headers()["content-type"]).toBe("image/png");
    const png = await card.body();
    // 1200×630, read from the PNG header.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  }
});

test("a post publishes NewsArticle and BreadcrumbList JSON-LD", async ({ page }) => {
  const post = posts[0]!;
  await page.goto(postPath(post.slug));
  const data = await jsonLdOf(page);
  const canonical = (await page.locator('link[rel="canonical"]').getAttribute("href")) ?? "";
  const [article] = ofType(data, "NewsArticle");
  expect(article).toBeTruthy();
  expect(article).toMatchObject({
    "@context": "https://schema.org",
    headline: post.title,
    datePublished: post.date,
    dateModified: post.date,
    articleSection: post.category,
    mainEntityOfPage: { "@type": "WebPage", "@id": canonical },
  });
  expect((article!.author as Record<string, string>).name).toBe(post.author);
  expect(["Person", "Organization"]).toContain(
    (article!.author as Record<string, string>)["@type"],
  );
  const publisher = article!.publisher as { "@type": string; name: string; logo: { url: string } };
  expect(publisher["@type"]).toBe("Organization");
  expect(publisher.name).toBeTruthy();
  expect(publisher.logo.url).toMatch(/^https?:\/\/.+\.png$/);
  expect(article!.image).toEqual([
    await page.locator('meta[property="og:image"]').getAttribute("content"),
  ]);

  const crumbs = breadcrumbItems(data);
  expect(crumbs.map((c) => c.name)).toEqual(["Home", postCopy.breadcrumb, post.title]);
  expect(crumbs.at(-1)?.item).toBe(canonical);
  const nav = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(nav.getByRole("link", { name: postCopy.breadcrumb })).toHaveAttribute(
    "href",
    "/whats-new",
  );
  await expect(nav.locator('[aria-current="page"]')).toHaveText(post.title);
});

test("older and newer links walk the posts in date order", async ({ page }) => {
  const [newest, second] = posts;
  const oldest = posts.at(-1)!;
  await visit(page, postPath(newest!.slug));
  const more = page.getByRole("navigation", { name: postCopy.siblings });
  await expect(more.getByRole("link", { name: new RegExp(postCopy.newer) })).toHaveCount(0);
  await expect(more.getByRole("link", { name: new RegExp(postCopy.older) })).toHaveAttribute(
    "href",
    postPath(second!.slug),
  );
  await more.getByRole("link", { name: new RegExp(postCopy.older) }).click();
  await expect(page).toHaveURL(postPath(second!.slug));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(second!.title);
  await expect(
    page
      .getByRole("navigation", { name: postCopy.siblings })
      .getByRole("link", { name: new RegExp(postCopy.newer) }),
  ).toHaveAttribute("href", postPath(newest!.slug));

  await page.goto(postPath(oldest.slug));
  const last = page.getByRole("navigation", { name: postCopy.siblings });
  await expect(last.getByRole("link", { name: new RegExp(postCopy.older) })).toHaveCount(0);
  await expect(last.getByRole("link", { name: new RegExp(postCopy.newer) })).toHaveAttribute(
    "href",
    postPath(posts.at(-2)!.slug),
  );
});

test("a post reads without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const post = posts[1]!;
  await page.goto(postPath(post.slug));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);
  await expect(page.locator("main article h2").first()).toBeVisible();
  await context.close();
});

test("an unknown post answers 404 with the not-found page", async ({ page, consoleErrors }) => {
  consoleErrors.allow(/status of 404/);
  consoleErrors.allow(/no-such-post/);
  const response = await page.goto("/whats-new/no-such-post");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
});

test.describe("the outline beside the body", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("lists a post's sections, each a link to its heading in the body", async ({ page }) => {
    const post = posts.find((candidate) => (candidate.html.match(/<h2[ >]/g) ?? []).length >= 2)!;
    await page.goto(postPath(post.slug));
    const body = page.locator("article .container-page").nth(1);
    const headings = await body.getByRole("heading", { level: 2 }).allTextContents();
    const outline = page.getByRole("navigation", { name: postCopy.outline });
    await expect(outline.getByRole("link")).toHaveText(headings);
    await outline.getByRole("link").last().click();
    await expect(body.getByRole("heading", { level: 2, name: headings.at(-1) })).toBeInViewport();
    expect(new URL(page.url()).hash).not.toBe("");
  });

  test("is left out on a phone", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(postPath(posts[0]!.slug));
    await expect(page.getByRole("navigation", { name: postCopy.outline })).toBeHidden();
  });
});

test('every post shows its own picture beside its opening: decorative (alt ""), loaded, one per post', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const sources = new Set<string>();
  for (const post of posts) {
    await page.goto(postPath(post.slug));
    const picture = page.locator("article header [data-post-picture] picture img");
    await expect(picture, post.slug).toHaveCount(1);
    await expect(picture).toHaveAttribute("alt", "");
    await expect(picture).toBeVisible();
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    // Beside the title on a wide screen, level with it.
    const title = (await page.getByRole("heading", { level: 1 }).boundingBox())!;
    const box = (await picture.boundingBox())!;
    expect(box.x, post.slug).toBeGreaterThan(title.x + title.width - 1);
    sources.add(await picture.evaluate((img: HTMLImageElement) => img.currentSrc));
  }
  expect(sources.size, "no two posts share a picture").toBe(posts.length);
});

test("on a phone a post opens on its words, and its picture follows the body", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(postPath(posts[0]!.slug));
  await expect(page.locator("article header [data-post-picture]")).toBeHidden();
  const picture = page.locator("article [data-post-picture] picture img").filter({ visible: true });
  await expect(picture).toHaveCount(1);
  await expect(picture).toHaveAttribute("alt", "");
  // Page coordinates: the picture starts below the body's last paragraph.
  const top = (element: HTMLElement) => element.getBoundingClientRect().top + window.scrollY;
  const bottom = (element: HTMLElement) => element.getBoundingClientRect().bottom + window.scrollY;
  const bodyEnd = await page
    .locator("article header + div > div:first-child p")
    .last()
    .evaluate(bottom);
  expect(await picture.evaluate(top), "after the body").toBeGreaterThan(bodyEnd);
  await picture.scrollIntoViewIfNeeded();
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
});
