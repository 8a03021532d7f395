import { expect, test } from "../support/fixtures";
import { contrastRatio } from "../support/json-ld";

// The products page: status badge colours and the product and brand counts.
test.describe("/products", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/products");
  });

  test("lists 9 core products, each with a name, description, features and a status badge", async ({
    page,
  }) => {
    const products = page.locator("#core-products article");
    await expect(products).toHaveCount(9);
    for (const product of await products.all()) {
      await expect(product.getByRole("heading", { level: 3 })).not.toBeEmpty();
      await expect(product.locator("p").first()).not.toBeEmpty();
      expect(await product.locator("li").count()).toBeGreaterThan(0);
      await expect(product.locator("[data-tone]")).toHaveCount(1);
    }
  });

  test("each product shows a picture of its own main screen: named after it, lazy, sized and loaded", async ({
    page,
  }) => {
    const products = page.locator("#core-products article");
    await expect(products).toHaveCount(9);
    const sources = new Set<string>();
    for (const product of await products.all()) {
      const name = (await product.getByRole("heading", { level: 3 }).textContent()) ?? "";
      const screen = product.getByRole("img", { name: new RegExp(`^${name} main screen`) });
      await expect(screen).toHaveCount(1);
      await expect(screen).toHaveAttribute("loading", "lazy");
      await expect(screen).toHaveAttribute("width", "360");
      await expect(screen).toHaveAttribute("height", "225");
      await screen.scrollIntoViewIfNeeded();
      await expect
        .poll(() => screen.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
      sources.add((await screen.getAttribute("src")) ?? "");
    }
    expect(sources.size, "no two products share a picture").toBe(9);
  });

  test("colours badges by status: Live and Production Ready green, Beta yellow, Development blue, readable", async ({
    page,
  }) => {
    const badges = await page.locator("#core-products [data-tone]").evaluateAll((nodes) =>
      nodes.map((n) => {
        const style = getComputedStyle(n);
        return {
          status: (n.textContent ?? "").replace("Status:", "").trim(),
          tone: n.getAttribute("data-tone"),
          bg: style.backgroundColor,
          fg: style.color,
        };
      }),
    );
    const expectedTone: Record<string, string> = {
      Live: "success",
      "Production Ready": "success",
      Beta: "warning",
      Development: "info",
      "Active Development": "info",
    };
    const seen = new Map<string, { bg: string; fg: string }>();
    for (const badge of badges) {
      expect(badge.tone, badge.status).toBe(expectedTone[badge.status] ?? "neutral");
      expect(
        contrastRatio(badge.bg, badge.fg),
        `${badge.status} badge contrast`,
      ).toBeGreaterThanOrEqual(4.5);
      const previous = seen.get(badge.tone ?? "");
      if (previous) expect(badge.bg, `${badge.status} shares its tone's colour`).toBe(previous.bg);
      seen.set(badge.tone ?? "", { bg: badge.bg, fg: badge.fg });
    }
    // The page uses every coloured tone, and each tone looks different.
    expect([...seen.keys()].sort()).toEqual(["info", "success", "warning"]);
    const backgrounds = [...seen.values()].map((c) => c.bg);
    expect(new Set(backgrounds).size).toBe(3);
    // Hue check: green has more green than red, yellow more red than blue, blue more blue than red.
    const rgb = (css: string) => (css.match(/[\d.]+/g) ?? []).map(Number);
    const [sr, sg] = rgb(seen.get("success")!.bg);
    const [wr, , wb] = rgb(seen.get("warning")!.bg);
    const [ir, , ib] = rgb(seen.get("info")!.bg);
    expect(sg!).toBeGreaterThan(sr!);
    expect(wr!).toBeGreaterThan(wb!);
    expect(ib!).toBeGreaterThan(ir!);
  });

  test("the calendar, forms and education products link out in a new tab, with a spoken hint; the others do not", async ({
    page,
  }) => {
    const external = page.locator('#core-products a[target="_blank"]');
    await expect(external).toHaveCount(3);
    for (const link of await external.all()) {
      expect(await link.getAttribute("href")).toMatch(/^https:\/\/[a-z.-]+\.example\/?$/);
      const rel = ((await link.getAttribute("rel")) ?? "").split(/\s+/);
      expect(rel).toEqual(expect.arrayContaining(["noopener", "noreferrer"]));
      await expect(link).toHaveAccessibleName(/opens in a new tab/);
    }
    const names = await external.evaluateAll((links) =>
      links.map((a) => a.closest("article")?.querySelector("h3")?.textContent),
    );
    expect(names.join(" ")).toMatch(/Calendar/);
    expect(names.join(" ")).toMatch(/Forms/);
    expect(names.join(" ")).toMatch(/Learn/);
    await expect(page.locator('#core-products a[href="#"]')).toHaveCount(0);
  });

  test("lists 2 brands, each with its type", async ({ page }) => {
    const brands = page
      .locator("#brands li")
      .filter({ has: page.getByRole("heading", { level: 3 }) });
    await expect(brands).toHaveCount(2);
    for (const brand of await brands.all()) {
      await expect(brand).toContainText("Type:");
      await expect(brand.locator("[data-tone]")).not.toBeEmpty();
    }
  });
});

// The screens are drawn from their SVGs at build time (text and all): a phone gets a picture at
// its pixel density and decodes it off the main thread, instead of laying out an SVG document.
test.describe("/products on a phone at twice the pixel density", () => {
  test.use({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2 });

  test("gets each product's screen as an AVIF at twice the card size", async ({ page }) => {
    await page.goto("/products");
    const screens = page.locator("#core-products article img");
    await expect(screens).toHaveCount(9);
    for (const screen of await screens.all()) {
      await screen.scrollIntoViewIfNeeded();
      await expect
        .poll(() =>
          screen.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
        )
        .toBe(true);
      expect(await screen.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
        /-720w-[0-9a-f]+\.avif$/,
      );
      await expect(screen).toHaveAttribute("width", "360");
    }
    // The source each picture was drawn from is still served at the path the content names.
    const svg = await page.request.get("/images/products/kaveri-calendar.svg");
    expect(svg.headers()["content-type"]).toContain("image/svg+xml");
    expect(await svg.text()).toContain("Week of 23 Nov");
  });
});
