import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import type { RecordedRequest } from "../support/requests";
import { mobileViewport } from "../support/viewports";
import { visit } from "../support/visit";

// The site's typeface: wide screens set text in it from the first paint; phones from their
// second page (their first page does not wait for a font). A font that arrives late never moves
// text: the page keeps the fallback face until the next one.

/** The font families Chromium actually drew the first element matching `selector` in. */
async function renderedFonts(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument");
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
  await cdp.detach();
  return fonts.map((f) => f.familyName);
}

const fontRequests = (requests: RecordedRequest[]) =>
  requests.filter((r) => /\.woff2(\?|$)/.test(r.url));

test.describe("on a wide screen", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("the headline is set in Instrument Sans from the first view", async ({ page }) => {
    await visit(page, "/careers/full-stack-developer");
    await page.evaluate(() => document.fonts.ready);
    expect(await renderedFonts(page, "h1")).toEqual(["Instrument Sans"]);
  });

  test("a font that arrives after the first paint moves nothing: the page keeps its fallback face", async ({
    page,
  }) => {
    // The font is held until the page has painted, then let through.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\.woff2(\?|$)/, async (route) => {
      await released;
      await route.continue();
    });
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
          shifts.push(entry.value);
      }).observe({ type: "layout-shift", buffered: true });
    });
    // A page whose headline wraps differently in the two faces.
    await page.goto("/careers/full-stack-developer", { waitUntil: "commit" });
    await page.waitForFunction(
      () => performance.getEntriesByName("first-contentful-paint").length > 0,
    );
    release();
    // Once the face has loaded, two frames: a relayout in it would have been drawn and reported.
    await page.waitForFunction(() =>
      [...document.fonts].some(
        (face) => face.family.includes("Instrument Sans") && face.status === "loaded",
      ),
    );
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual(
      [],
    );
    expect(await renderedFonts(page, "h1")).not.toContain("Instrument Sans");
  });
});

test.describe("on a phone", () => {
  test("the first page fetches no font before it has loaded; the next page is set in Instrument Sans", async ({
    browser,
    baseURL,
  }) => {
    // A context of its own: the fixture's request guard routes requests, and a routed context
    // has no HTTP cache, which is the point here. Requests are still recorded and kept local.
    const context = await browser.newContext({ baseURL, viewport: mobileViewport });
    const requests: RecordedRequest[] = [];
    context.on("request", (r) =>
      requests.push({ url: r.url(), method: r.method(), resourceType: r.resourceType() }),
    );
    try {
      const page = await context.newPage();
      await visit(page, "/services/cloud");
      expect(await renderedFonts(page, "h1")).not.toContain("Instrument Sans");
      // Fetched once, after the load event, into the cache: not as the page's font.
      await expect.poll(() => fontRequests(requests).map((r) => r.resourceType)).toEqual(["fetch"]);
      await expect
        .poll(() => page.evaluate(() => localStorage.getItem("kaveri-brand-font")))
        .toMatch(/\.woff2$/);

      await visit(page, "/careers/full-stack-developer");
      await expect(page.locator("html")).toHaveAttribute("data-brand-font", "");
      await page.evaluate(() => document.fonts.ready);
      expect(await renderedFonts(page, "h1")).toEqual(["Instrument Sans"]);
      expect(
        requests.filter(
          (r) => new URL(r.url).origin !== new URL(baseURL!).origin && !r.url.startsWith("data:"),
        ),
      ).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
