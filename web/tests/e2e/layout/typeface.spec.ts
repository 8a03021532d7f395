import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { renderedFonts } from "../support/fonts";
import type { RecordedRequest } from "../support/requests";
import { mobileViewport } from "../support/viewports";
import { visit, waitForPageReady } from "../support/visit";

// The site's typeface: wide screens set text in it from the first paint; phones from their
// second page (their first page does not wait for a font), but for the first page's headline,
// drawn in a face of its own glyphs that the page carries inline. A font that arrives late never
// moves text: the page keeps the fallback face until the next one.

const fontRequests = (requests: RecordedRequest[]) =>
  requests.filter((r) => /\.woff2(\?|$)/.test(r.url));

/** The inline face of a phone's first headline (lib/inline-scripts/first-view-face.ts). */
const firstViewFamily = "Instrument Sans First View";

/** Records every layout shift of the page into `window.shifts`, from its first paint. */
const recordShifts = () => {
  const shifts: number[] = [];
  (window as unknown as { shifts: number[] }).shifts = shifts;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
      shifts.push(entry.value);
  }).observe({ type: "layout-shift", buffered: true });
};
const shifts = (page: Page) =>
  page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);

/**
 * The page's headline measured in its inline first-view face and in the full font (loaded as a
 * face of its own): equal when the inline face holds every glyph the headline needs.
 */
const inlineAndFullWidths = (page: Page) =>
  page.evaluate(async (family) => {
    // The full font, as a face of its own (the stylesheet's face is `optional`, and this
    // page has passed its first paint).
    const href = document.querySelector<HTMLLinkElement>('link[rel="preload"][as="font"]')!.href;
    const full = new FontFace("Full Check", `url(${href})`, { weight: "400 700" });
    document.fonts.add(await full.load());
    const h1 = document.querySelector("h1")!;
    const widthIn = (fontFamily: string) => {
      const probe = document.createElement("span");
      probe.textContent = h1.textContent;
      probe.style.cssText = `position:absolute;white-space:pre;font:600 48px "${fontFamily}"`;
      document.body.append(probe);
      const width = probe.getBoundingClientRect().width;
      probe.remove();
      return width;
    };
    return { inline: widthIn(family), full: widthIn("Full Check") };
  }, firstViewFamily);

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
    await page.addInitScript(recordShifts);
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
    expect(await shifts(page)).toEqual([]);
    expect(await renderedFonts(page, "h1")).not.toContain("Instrument Sans");
  });
});

test.describe("on a phone", () => {
  test("the first page fetches no font before it has loaded, yet draws its headline in Instrument Sans; the next page is set in it", async ({
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
    await context.addInitScript(recordShifts);
    // The headline's face as the page is parsed: loaded before anything could paint with it.
    await context.addInitScript((family) => {
      document.addEventListener("DOMContentLoaded", () => {
        (window as unknown as { faceAtParse: string[] }).faceAtParse = [...document.fonts]
          .filter((face) => face.family.replace(/"/g, "") === family)
          .map((face) => face.status);
      });
    }, firstViewFamily);
    try {
      const page = await context.newPage();
      // A page well past its first round trip, so the build always gives it its face (a page the
      // face would push into one more is left without: scripts/build-steps/fonts.mjs).
      await visit(page, "/services/cloud");
      expect(
        await page.evaluate(() => (window as unknown as { faceAtParse: string[] }).faceAtParse),
      ).toEqual(["loaded"]);
      const h1 = page.locator("h1");
      expect(await h1.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(
        new RegExp(`^"${firstViewFamily}", "Instrument Sans Fallback"`),
      );
      expect(await h1.evaluate((el) => getComputedStyle(el).fontWeight)).toBe("600");
      expect(await renderedFonts(page, "h1")).toEqual(["Instrument Sans"]);
      // Only the headline: the rest of the first page stays in the metric twin.
      expect(await renderedFonts(page, "main p")).not.toContain("Instrument Sans");
      expect(await shifts(page)).toEqual([]);
      // Fetched once, after the load event, into the cache: not as the page's font.
      await expect.poll(() => fontRequests(requests).map((r) => r.resourceType)).toEqual(["fetch"]);
      await expect
        .poll(() => page.evaluate(() => localStorage.getItem("kaveri-brand-font")))
        .toMatch(/\.woff2$/);

      await visit(page, "/careers/full-stack-developer");
      await expect(page.locator("html")).toHaveAttribute("data-brand-font", "");
      await expect(page.locator("html")).not.toHaveAttribute("data-first-view-face");
      await page.evaluate(() => document.fonts.ready);
      expect(await renderedFonts(page, "h1")).toEqual(["Instrument Sans"]);
      expect(await h1.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(
        /^"Instrument Sans", "Instrument Sans Fallback"/,
      );
      expect(
        requests.filter(
          (r) => new URL(r.url).origin !== new URL(baseURL!).origin && !r.url.startsWith("data:"),
        ),
      ).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test.describe(() => {
    test.use({ viewport: mobileViewport });

    test("the first headline's inline face sets it exactly as the full font does", async ({
      page,
    }) => {
      await visit(page, "/services/cloud");
      const widths = await inlineAndFullWidths(page);
      expect(widths.inline).toBeGreaterThan(100);
      expect(widths.inline).toBe(widths.full);
    });

    // Each page is a document with its own inline face (issue 34): the next page a link opens
    // sets its headline in its own glyphs, never in the first page's.
    test("a page a link opens next sets its headline in its own glyphs, not the first page's", async ({
      page,
    }) => {
      await visit(page, "/services/cloud");
      await expect(page.locator("html")).toHaveAttribute("data-first-view-face", "");
      await page.locator('header a[href="/"]').first().click();
      await expect(page).toHaveURL("/");
      await waitForPageReady(page);
      await expect(page.locator("h1")).toHaveId("home-title");
      // The brand font may be warm by now (brand-font.ts), then the page needs no inline face.
      if ((await page.locator("html").getAttribute("data-first-view-face")) === null) {
        expect(
          await page.locator("h1").evaluate((el) => getComputedStyle(el).fontFamily),
        ).not.toContain("First View");
        return;
      }
      const widths = await inlineAndFullWidths(page);
      expect(widths.inline).toBeGreaterThan(100);
      expect(widths.inline).toBe(widths.full);
    });
  });
});
