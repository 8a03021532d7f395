import { expect, test } from "../support/fixtures";
import { renderedFonts } from "../support/fonts";
import { builtLanguages } from "../support/routes";
import { mobileViewport } from "../support/viewports";
import { visit } from "../support/visit";

// The faces of the Arabic and Japanese pages (docs/decisions/008-faces-for-arabic-and-japanese.md):
// Arabic letters in the subset Noto Sans Arabic (wide screens from the first view), Latin words
// in Arabic pages in Instrument Sans; Japanese in the system's face, never tofu (the test machine
// needs Debian's fonts-noto-cjk: .ci/run installs it). Neither language loads more than its fonts
// budget, and no face moves text.

const wide = { width: 1440, height: 900 };

test.describe("Arabic pages", () => {
  test.skip(!builtLanguages.includes("ar"), "no Arabic pages in this build");

  test("a wide screen sets Arabic in the subset Noto Sans Arabic and Latin in Instrument Sans from the first view", async ({
    page,
  }) => {
    await page.setViewportSize(wide);
    const fonts: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "font") fonts.push(new URL(r.url()).pathname);
    });
    await visit(page, "/ar/contact");
    await page.evaluate(() => document.fonts.ready);
    const used = await renderedFonts(page, "h1");
    // CDP names the font file's family: the subset of Noto Sans Arabic ("Noto Sans Arabic Web" in CSS).
    expect(used).toContain("Noto Sans Arabic");
    expect(used.filter((f) => f !== "Noto Sans Arabic" && f !== "Instrument Sans")).toEqual([]);
    expect(fonts.some((f) => /noto-sans-arabic-[\w-]+\.woff2$/.test(f))).toBe(true);
    // Latin in an Arabic page: the brand face (the footer's brand name is in Latin letters).
    const latin = await page.evaluate(() => {
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? "";
        if (/^[\sA-Za-z]{6,}$/.test(text) && node.parentElement?.checkVisibility()) {
          node.parentElement.setAttribute("data-latin-probe", "");
          return text.trim();
        }
      }
      return null;
    });
    expect(latin, "a text of Latin letters in the Arabic page").not.toBeNull();
    expect(await renderedFonts(page, "[data-latin-probe]")).toEqual(["Instrument Sans"]);
  });

  test("an English page loads no Arabic face", async ({ page }) => {
    await page.setViewportSize(wide);
    const fonts: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "font") fonts.push(r.url());
    });
    await visit(page, "/contact");
    expect(fonts.filter((f) => f.includes("noto-sans-arabic"))).toEqual([]);
  });

  test("a phone's first Arabic page fetches no font before it has loaded, yet draws its headline in Noto Sans Arabic from the glyphs it carries", async ({
    page,
  }) => {
    await page.setViewportSize(mobileViewport);
    const early: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "font") early.push(r.url());
    });
    await visit(page, "/ar/contact");
    expect(early).toEqual([]);
    // The headline's Arabic letters come in the page (scripts/build-steps/fonts.mjs), cut from
    // the Arabic face; no Arabic letter is drawn from the (Latin) brand face.
    expect(await renderedFonts(page, "h1")).toEqual(["Noto Sans Arabic"]);
    // Only the headline: the rest of the first page is in the Arabic metric twin or the system's face.
    expect(await renderedFonts(page, "main p")).not.toContain("Noto Sans Arabic");
  });
});

test.describe("Japanese pages", () => {
  test.skip(!builtLanguages.includes("ja"), "no Japanese pages in this build");

  for (const viewport of [mobileViewport, wide]) {
    test(`Japanese is set in a Japanese face, with no web font for it, at ${viewport.width}px`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      const fonts: string[] = [];
      page.on("request", (r) => {
        if (r.resourceType() === "font") fonts.push(new URL(r.url()).pathname);
      });
      await visit(page, "/ja/contact");
      await page.evaluate(() => document.fonts.ready);
      const used = await renderedFonts(page, "h1");
      // Debian's fonts-noto-cjk here; Hiragino, Yu Gothic or Meiryo on a visitor's system.
      expect(
        used.some((f) => /Noto Sans CJK JP|Noto Sans JP|Hiragino|Yu Gothic|Meiryo/.test(f)),
        used.join(", "),
      ).toBe(true);
      expect(fonts.filter((f) => !/instrument-sans-[\w-]+\.woff2$/.test(f))).toEqual([]);
      expect(await page.locator("h1").evaluate((h) => getComputedStyle(h).lineBreak)).toBe(
        "strict",
      );
    });
  }
});
