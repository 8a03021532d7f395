import { jsonLdOf, ofType } from "../support/json-ld";
import { expect, test } from "../support/fixtures";

// Home without the splash in the way: these tests are about the content underneath.
test.use({ reducedMotion: "reduce" });

test.beforeEach(async ({ page }) => {
  await page.goto("/");
});

test("the hero states the spec's claims, badges and three calls to action", async ({ page }) => {
  const hero = page.locator("section[aria-labelledby=home-title]");
  await expect(hero.getByRole("heading", { level: 1 })).toBeVisible();
  const claims = await hero
    .locator("dl > div")
    .evaluateAll((rows) =>
      rows.map(
        (r) => `${r.querySelector("dd")?.textContent} ${r.querySelector("dt")?.textContent}`,
      ),
    );
  expect(claims).toEqual([
    "500+ Projects Delivered",
    "50+ Enterprise Clients",
    "10+ AI Products",
    "5 Years of Industry Leadership",
  ]);
  await expect(hero).toContainText("Trusted by 50+ Global Enterprises");
  await expect(
    hero.getByRole("list", { name: "Why clients choose us" }).getByRole("listitem"),
  ).toHaveText(["Enterprise-Grade Security", "AI-First Approach", "99.9% Uptime SLA"]);
  await expect(hero.getByRole("link", { name: "Start Your Transformation" })).toHaveAttribute(
    "href",
    "/contact",
  );
  await expect(hero.getByRole("link", { name: "View Success Stories" })).toHaveAttribute(
    "href",
    "/resources/case-studies",
  );
  await expect(hero.getByRole("link", { name: "Contact Us", exact: true })).toHaveAttribute(
    "href",
    "/contact",
  );
});

test("the hero shows real product screens: the front one preloaded at high priority on wide screens only (the stage sits below the text on a phone), every screen lazy, low priority and sized; images below the fold are lazy and sized", async ({
  page,
}) => {
  const screens = page.locator(
    "section[aria-labelledby=home-title] li img[src^='/images/products/']",
  );
  await expect(screens).toHaveCount(3);
  for (const screen of await screens.all()) {
    await expect(screen).toHaveAccessibleName(/ main screen/);
    await expect(screen).toHaveAttribute("loading", "lazy");
    // Low: in a phone's first screen the browser would raise it to high and hold the first paint for it.
    await expect(screen).toHaveAttribute("fetchpriority", "low");
    await expect(screen).toHaveAttribute("width", /^\d+$/);
    await expect(screen).toHaveAttribute("height", /^\d+$/);
    await screen.scrollIntoViewIfNeeded();
    await expect
      .poll(() => screen.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  }
  const preload = page.locator("head link[rel=preload][as=image]");
  await expect(preload).toHaveCount(1);
  await expect(preload).toHaveAttribute("media", "(min-width: 1024px)");
  await expect(preload).toHaveAttribute("fetchpriority", "high");
  await expect(preload).toHaveAttribute("href", (await screens.first().getAttribute("src"))!);
  for (const img of await page.locator("#services-teaser img").all()) {
    await expect(img).toHaveAttribute("loading", "lazy");
    await expect(img).toHaveAttribute("width", /^\d+$/);
    await expect(img).toHaveAttribute("height", /^\d+$/);
  }
});

test("the product suite teaser shows 4 products", async ({ page }) => {
  await expect(page.locator("#product-suite ul").first().locator(":scope > li")).toHaveCount(4);
  await expect(
    page.locator("#product-suite").getByRole("link", { name: "Explore All Products", exact: true }),
  ).toHaveAttribute("href", "/products");
});

test("beside the trust line, a row of client wordmarks: at least 8, each named, lazy, sized and loaded", async ({
  page,
}) => {
  const hero = page.locator("section[aria-labelledby=home-title]");
  const marks = hero.getByRole("list", { name: "Some of our clients" }).getByRole("img");
  expect(await marks.count()).toBeGreaterThanOrEqual(8);
  for (const mark of await marks.all()) {
    await expect(mark).toHaveAccessibleName(/\S{3,}/);
    await expect(mark).toHaveAttribute("loading", "lazy");
    await expect(mark).toHaveAttribute("width", /^\d+$/);
    await expect(mark).toHaveAttribute("height", /^\d+$/);
    await mark.scrollIntoViewIfNeeded();
    await expect
      .poll(() => mark.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  }
  const names = await marks.evaluateAll((imgs) => imgs.map((img) => img.getAttribute("alt")));
  expect(new Set(names).size, "each mark names a different client").toBe(names.length);
});

test("a phone's first screen (375 × 700) shows the product and the proof: a product screen and client marks, loaded", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 700 });
  await page.goto("/", { waitUntil: "networkidle" });
  const hero = page.locator("section[aria-labelledby=home-title]");
  const screen = hero.getByRole("img", { name: / main screen/ }).filter({ visible: true });
  await expect(screen).toHaveCount(1);
  const marks = hero.getByRole("list", { name: "Some of our clients" }).filter({ visible: true });
  await expect(marks).toHaveCount(1);
  await expect(marks.getByRole("img")).toHaveCount(4);
  await expect(
    hero.getByText("Trusted by 50+ Global Enterprises").filter({ visible: true }),
  ).toHaveCount(1);
  for (const image of [screen, ...(await marks.getByRole("img").all())]) {
    const box = (await image.boundingBox())!;
    expect(box.y + box.height, "above the fold").toBeLessThanOrEqual(700);
    expect(box.width).toBeGreaterThan(40);
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  }
  // The title stays the first screen's largest element (its largest paint): the proof is small.
  const title = (await page.getByRole("heading", { level: 1 }).boundingBox())!;
  const shot = (await screen.boundingBox())!;
  expect(shot.width * shot.height).toBeLessThan(title.width * title.height);
});

test("on a phone the proof's pictures are fetched once the page is shown, so they never share the network with its largest paint, into frames that hold their size from the first paint: nothing moves", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 700 });
  await page.addInitScript(() => {
    const w = window as unknown as Record<string, unknown>;
    w.__shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        (w.__shifts as number) += (entry as unknown as { value: number }).value;
    }).observe({ type: "layout-shift", buffered: true });
    new MutationObserver(() => {
      if (document.documentElement.hasAttribute("data-page-shown"))
        w.__shownAt ??= performance.now();
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-page-shown"] });
    document.addEventListener("DOMContentLoaded", () => {
      w.__framesBefore = [...document.querySelectorAll("[data-phone-proof] .shown-frame")].map(
        (f) => {
          const r = f.getBoundingClientRect();
          return [r.x, r.y, r.width, r.height];
        },
      );
    });
  });
  await page.goto("/", { waitUntil: "networkidle" });
  const proof = page.locator("[data-phone-proof]");
  await expect(proof.getByRole("img")).toHaveCount(5);
  for (const image of await proof.getByRole("img").all()) {
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  }
  const seen = await page.evaluate(() => {
    const w = window as unknown as Record<string, unknown>;
    const sources = [...document.querySelectorAll<HTMLImageElement>("[data-phone-proof] img")].map(
      (img) => img.currentSrc,
    );
    const started = sources.map(
      (src) => performance.getEntriesByName(src, "resource")[0]?.startTime ?? -1,
    );
    const framesAfter = [...document.querySelectorAll("[data-phone-proof] .shown-frame")].map(
      (f) => {
        const r = f.getBoundingClientRect();
        return [r.x, r.y, r.width, r.height];
      },
    );
    return {
      shownAt: w.__shownAt as number,
      started,
      framesBefore: w.__framesBefore,
      framesAfter,
      shifts: w.__shifts,
    };
  });
  expect(seen.started.length).toBe(5);
  for (const start of seen.started) {
    expect(start, "fetched (resource timing)").toBeGreaterThanOrEqual(0);
    expect(start, "fetched after the page was shown").toBeGreaterThanOrEqual(seen.shownAt);
  }
  expect(seen.framesAfter).toEqual(seen.framesBefore);
  expect(seen.shifts).toBe(0);
});

test("without scripting the phone's proof pictures show at once", async ({ browser, baseURL }) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    baseURL,
    viewport: { width: 375, height: 700 },
  });
  const page = await context.newPage();
  await page.goto("/", { waitUntil: "networkidle" });
  const images = page.locator("[data-phone-proof] img");
  await expect(images).toHaveCount(5);
  for (const image of await images.all()) {
    await expect(image).toBeVisible();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  }
  await context.close();
});

test("the trust line, the phone's proof and the badges are the hero's chrome: search leaves them out of its excerpts", async ({
  page,
}) => {
  const hero = page.locator("section[aria-labelledby=home-title]");
  const chrome = [
    hero.getByText("Trusted by 50+ Global Enterprises"),
    page.locator("[data-phone-proof]"),
    hero.getByRole("list", { name: "Why clients choose us" }),
  ];
  for (const part of chrome) {
    expect(await part.count()).toBeGreaterThan(0);
    for (const one of await part.all())
      expect(await one.evaluate((el) => el.closest("[data-pagefind-ignore]") !== null)).toBe(true);
  }
});

test("on a wide screen the teaser's product names wrap to two lines at most (the status sits above the name)", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const titles = page.locator("#product-suite article h3");
  await expect(titles).toHaveCount(4);
  for (const title of await titles.all()) {
    const lines = await title.evaluate((h) =>
      Math.round(h.getBoundingClientRect().height / parseFloat(getComputedStyle(h).lineHeight)),
    );
    expect(lines, (await title.textContent()) ?? "").toBeLessThanOrEqual(2);
  }
});

test("each product in the teaser shows a picture of its main screen", async ({ page }) => {
  const screens = page.locator("#product-suite article img");
  await expect(screens).toHaveCount(4);
  for (const screen of await screens.all()) {
    await expect(screen).toHaveAccessibleName(/ main screen/);
    await screen.scrollIntoViewIfNeeded();
    await expect
      .poll(() => screen.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  }
});

test("the services teaser has the four named cards with image, metric and Learn More", async ({
  page,
}) => {
  const cards = page.locator("#services-teaser article");
  await expect(cards).toHaveCount(4);
  const expected = [
    ["Digital Experience Design", "99% User Satisfaction"],
    ["Next-Gen Development", "10x Faster Delivery"],
    ["Enterprise Infrastructure", "99.9% Uptime"],
    ["AI Innovation Lab", "40% Efficiency Gain"],
  ];
  for (const [n, [title, metric]] of expected.entries()) {
    const card = cards.nth(n);
    await expect(card.getByRole("heading", { level: 3 })).toHaveText(title!);
    await expect(card).toContainText(metric!);
    await expect(card.locator("picture img")).toHaveCount(1);
    await expect(card.getByRole("link", { name: `Learn More about ${title}` })).toHaveAttribute(
      "href",
      /^\/services\/[a-z-]+$/,
    );
  }
  await expect(
    page.locator("#services-teaser").getByRole("link", { name: "Explore All Services" }),
  ).toHaveAttribute("href", "/services");
});

test("the industries grid has the spec's 10 cards and targets, then Discover All Solutions", async ({
  page,
}) => {
  const cards = page.locator("[data-testid=industries-grid] > li");
  await expect(cards).toHaveCount(10);
  const expected: [string, string][] = [
    ["Communications, Media & Information Services", "/industries/communications"],
    ["Consumer Goods and Distribution", "/industries/retail"],
    ["Education", "/industries/education"],
    ["Energy, Resources & Utilities", "/industries/energy"],
    ["Healthcare", "/industries/healthcare"],
    ["High Tech", "/industries/high-tech"],
    ["Manufacturing", "/industries/manufacturing"],
    ["Public Services", "/industries/public-services"],
    ["Retail", "/industries/retail"],
    ["Travel and Logistics", "/industries/travel-logistics"],
  ];
  for (const [n, [title, href]] of expected.entries()) {
    const card = cards.nth(n);
    await expect(card.getByRole("heading", { level: 3 })).toHaveText(title);
    await expect(card.locator("p")).not.toBeEmpty();
    await expect(card.locator(".icon").first()).toBeAttached();
    await expect(card.getByRole("link", { name: `Explore ${title}` })).toHaveAttribute(
      "href",
      href,
    );
  }
  await expect(
    page.locator("#industries").getByRole("link", { name: "Discover All Solutions" }),
  ).toHaveAttribute("href", "/industries");
});

test("three testimonials, each rated with an accessible text", async ({ page }) => {
  const quotes = page.locator("#testimonials figure");
  await expect(quotes).toHaveCount(3);
  for (const quote of await quotes.all()) {
    await expect(quote.getByRole("img", { name: "Rated 5 out of 5" })).toBeVisible();
  }
});

test("one closing call to action, the footer's enquiry band, leads to the contact page", async ({
  page,
}) => {
  // The page's own band went on purpose: with the footer's it made two in a row.
  await expect(page.locator("[data-closing-band]")).toHaveCount(1);
  await expect(
    page
      .locator("footer [data-closing-band=enquiry]")
      .getByRole("link", { name: "Contact Us", exact: true }),
  ).toHaveAttribute("href", "/contact");
});

test("JSON-LD: Organization and WebSite with their required fields", async ({ page }) => {
  const data = await jsonLdOf(page);
  const [org] = ofType(data, "Organization");
  expect(org).toMatchObject({ "@context": "https://schema.org", name: "Kaveri Digital" });
  expect(org?.url).toMatch(/^https?:\/\//);
  expect(org?.logo).toMatch(/^https?:\/\//);
  expect(ofType(data, "WebSite")[0]).toMatchObject({
    "@context": "https://schema.org",
    name: "Kaveri Digital",
  });
});
