import { expect, test } from "../support/fixtures";

test.describe("/whats-new", () => {
  test("lists dated posts, newest first, and advertises its RSS feed", async ({ page }) => {
    await page.goto("/whats-new");
    const dates = await page
      .locator("main article time")
      .evaluateAll((times) => times.map((t) => t.getAttribute("datetime") ?? ""));
    expect(dates.length).toBeGreaterThanOrEqual(3);
    for (const date of dates) expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const article of await page.locator("main article").all()) {
      await expect(article.getByRole("heading", { level: 2 })).not.toBeEmpty();
    }
    const alternate = page.locator('head link[rel="alternate"][type="application/rss+xml"]');
    await expect(alternate).toHaveCount(1);
    await expect(alternate).toHaveAttribute("href", "/whats-new/rss.xml");
    await expect(page.getByRole("link", { name: /RSS/ })).toHaveAttribute(
      "href",
      "/whats-new/rss.xml",
    );
  });

  test("the RSS feed is valid RSS 2.0 with full entries: absolute links to each post's page, newest first", async ({
    page,
    request,
  }) => {
    const response = await request.get("/whats-new/rss.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/xml/);
    const xml = await response.text();

    await page.goto("/whats-new");
    const listedSlugs = await page
      .locator("main article")
      .evaluateAll((articles) => articles.map((a) => a.id));
    const feed = await page.evaluate((text) => {
      const RSS_CONTENT = "http://purl.org/rss/1.0/modules/content/";
      const DC = "http://purl.org/dc/elements/1.1/";
      const ATOM = "http://www.w3.org/2005/Atom";
      const doc = new DOMParser().parseFromString(text, "application/xml");
      const error = doc.querySelector("parsererror");
      const channel = doc.querySelector("rss > channel");
      const child = (el: Element | null | undefined, name: string) =>
        [...(el?.children ?? [])].find((c) => c.namespaceURI === null && c.localName === name)
          ?.textContent ?? null;
      const ns = (el: Element, uri: string, name: string) =>
        el.getElementsByTagNameNS(uri, name)[0] ?? null;
      /** Whether an HTML fragment is well-formed: it parses as XHTML without an error. */
      const wellFormed = (html: string) =>
        new DOMParser()
          .parseFromString(
            `<div xmlns="http://www.w3.org/1999/xhtml">${html}</div>`,
            "application/xhtml+xml",
          )
          .querySelector("parsererror") === null;
      const root = doc.documentElement;
      const self = channel ? ns(channel, ATOM, "link") : null;
      return {
        parseError: error?.textContent ?? null,
        version: root.getAttribute("version"),
        root: root.nodeName,
        namespaces: {
          content: root.getAttribute("xmlns:content"),
          dc: root.getAttribute("xmlns:dc"),
          atom: root.getAttribute("xmlns:atom"),
        },
        title: child(channel, "title"),
        link: child(channel, "link"),
        description: child(channel, "description"),
        language: child(channel, "language"),
        lastBuildDate: child(channel, "lastBuildDate"),
        self: self
          ? {
              href: self.getAttribute("href"),
              rel: self.getAttribute("rel"),
              type: self.getAttribute("type"),
            }
          : null,
        items: [...(channel?.getElementsByTagName("item") ?? [])].map((item) => {
          const encoded = ns(item, RSS_CONTENT, "encoded");
          return {
            title: child(item, "title"),
            link: child(item, "link"),
            guid: child(item, "guid"),
            guidIsPermaLink:
              [...item.children].find((c) => c.localName === "guid")?.getAttribute("isPermaLink") ??
              null,
            pubDate: child(item, "pubDate"),
            category: child(item, "category"),
            description: child(item, "description"),
            creator: ns(item, DC, "creator")?.textContent ?? null,
            content: encoded?.textContent ?? null,
            contentIsCdata: [...(encoded?.childNodes ?? [])].some(
              (n) => n.nodeType === Node.CDATA_SECTION_NODE,
            ),
            contentWellFormed: encoded?.textContent ? wellFormed(encoded.textContent) : false,
          };
        }),
      };
    }, xml);

    expect(feed.parseError).toBeNull();
    expect(feed.root).toBe("rss");
    expect(feed.version).toBe("2.0");
    expect(feed.namespaces).toEqual({
      content: "http://purl.org/rss/1.0/modules/content/",
      dc: "http://purl.org/dc/elements/1.1/",
      atom: "http://www.w3.org/2005/Atom",
    });
    // Required channel elements, and the recommended ones the feed carries.
    expect(feed.title).toBeTruthy();
    expect(feed.description).toBeTruthy();
    expect(new URL(feed.link ?? "").pathname).toBe("/whats-new");
    expect(feed.language).toBe("en");
    expect(feed.self).toEqual({
      href: new URL("/whats-new/rss.xml", feed.link ?? "").toString(),
      rel: "self",
      type: "application/rss+xml",
    });
    const rfc822 = /^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/;
    expect(feed.lastBuildDate).toMatch(rfc822);

    // One item per post, newest first; the index's first page lists the first twelve.
    const slugs = feed.items.map((i) =>
      new URL(i.link ?? "").pathname.replace(/^\/whats-new\//, ""),
    );
    expect(slugs.slice(0, listedSlugs.length)).toEqual(listedSlugs);
    expect(feed.items.length).toBeGreaterThan(listedSlugs.length);
    const times: number[] = [];
    for (const item of feed.items) {
      expect(item.title).toBeTruthy();
      expect(item.description).toBeTruthy();
      expect(item.category).toBeTruthy();
      expect(item.creator).toBeTruthy();
      const link = new URL(item.link ?? "");
      expect(link.protocol).toMatch(/^https?:$/);
      expect(link.pathname).toMatch(/^\/whats-new\/[a-z0-9-]+$/);
      expect(item.guid).toBe(item.link);
      expect(item.guidIsPermaLink).toBe("true");
      // RFC 822 date, e.g. "Mon, 02 Dec 2024 00:00:00 GMT".
      expect(item.pubDate).toMatch(rfc822);
      times.push(Date.parse(item.pubDate ?? ""));
      // The full post, as well-formed HTML in a CDATA section.
      expect(item.contentIsCdata).toBe(true);
      expect(item.contentWellFormed, `${item.link}: content:encoded is well-formed`).toBe(true);
      expect((item.content ?? "").length).toBeGreaterThan((item.description ?? "").length);
      expect(item.content).toMatch(/^<p>/);
    }
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(Date.parse(feed.lastBuildDate ?? "")).toBe(times[0]);

    // Every link is a page the site serves (on this server, whatever the canonical origin).
    for (const item of feed.items) {
      const pageResponse = await request.get(new URL(item.link ?? "").pathname);
      expect(pageResponse.status(), item.link ?? "").toBe(200);
      expect(await pageResponse.text()).toContain(`<h1`);
    }
  });
});
