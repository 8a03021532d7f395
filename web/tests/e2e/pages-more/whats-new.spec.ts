import { expect, test } from "../support/fixtures";

test.describe("/whats-new", () => {
  test("lists dated posts, newest first, and advertises its RSS feed", async ({ page }) => {
    await page.goto("/whats-new");
    const dates = await page.locator("main article time").evaluateAll((times) => times.map((t) => t.getAttribute("datetime") ?? ""));
    expect(dates.length).toBeGreaterThanOrEqual(3);
    for (const date of dates) expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const article of await page.locator("main article").all()) {
      await expect(article.getByRole("heading", { level: 2 })).not.toBeEmpty();
    }
    const alternate = page.locator('head link[rel="alternate"][type="application/rss+xml"]');
    await expect(alternate).toHaveCount(1);
    await expect(alternate).toHaveAttribute("href", "/whats-new/rss.xml");
    await expect(page.getByRole("link", { name: /RSS/ })).toHaveAttribute("href", "/whats-new/rss.xml");
  });

  test("the RSS feed is valid RSS 2.0 with absolute links, newest first, one item per post", async ({ page, request }) => {
    const response = await request.get("/whats-new/rss.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/xml/);
    const xml = await response.text();

    await page.goto("/whats-new");
    const postSlugs = await page.locator("main article").evaluateAll((articles) => articles.map((a) => a.id));
    const feed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, "application/xml");
      const error = doc.querySelector("parsererror");
      const channel = doc.querySelector("rss > channel");
      const child = (el: Element | null | undefined, name: string) => el?.getElementsByTagName(name)[0]?.textContent ?? null;
      return {
        parseError: error?.textContent ?? null,
        version: doc.documentElement.getAttribute("version"),
        root: doc.documentElement.nodeName,
        title: child(channel, "title"),
        link: child(channel, "link"),
        description: child(channel, "description"),
        items: [...(channel?.getElementsByTagName("item") ?? [])].map((item) => ({
          title: child(item, "title"),
          link: child(item, "link"),
          guid: child(item, "guid"),
          pubDate: child(item, "pubDate"),
          description: child(item, "description"),
        })),
      };
    }, xml);

    expect(feed.parseError).toBeNull();
    expect(feed.root).toBe("rss");
    expect(feed.version).toBe("2.0");
    expect(feed.title).toBeTruthy();
    expect(feed.description).toBeTruthy();
    expect(new URL(feed.link ?? "").pathname).toBe("/whats-new");
    expect(feed.items.map((i) => new URL(i.link ?? "").hash.slice(1))).toEqual(postSlugs);
    const times: number[] = [];
    for (const item of feed.items) {
      expect(item.title).toBeTruthy();
      expect(item.description).toBeTruthy();
      expect(new URL(item.link ?? "").protocol).toMatch(/^https?:$/);
      expect(item.guid).toBe(item.link);
      // RFC 822 date, e.g. "Mon, 02 Dec 2024 00:00:00 GMT".
      expect(item.pubDate).toMatch(/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
      times.push(Date.parse(item.pubDate ?? ""));
    }
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });
});
