import { expect, test } from "../support/fixtures";

// A news feed per language (issue 18): the German news page names the German feed, which lists
// only posts written in German, in German (<language>de</language>).

test("the German news page links to the German feed, which lists German posts only", async ({
  page,
  request,
}) => {
  await page.goto("/de/whats-new");
  const alternate = page.locator('head link[rel="alternate"][type="application/rss+xml"]');
  await expect(alternate).toHaveAttribute("href", "/de/whats-new/rss.xml");
  const response = await request.get("/de/whats-new/rss.xml");
  expect(response.status()).toBe(200);
  const xml = await response.text();
  expect(xml).toContain("<language>de</language>");
  const links = [...xml.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map((m) => m[1] ?? "");
  expect(links.length).toBeGreaterThan(0);
  for (const link of links) expect(new URL(link).pathname).toMatch(/^\/de\/whats-new\//);
  // Each listed post's page is in German (not an English post in the German chrome).
  const first = new URL(links[0]!).pathname;
  await page.goto(first);
  await expect(page.locator("article [lang=en], main [lang=en] h1")).toHaveCount(0);
});
