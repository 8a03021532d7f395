import { expect, test } from "../support/fixtures";
import { visit } from "../support/visit";
import { desktopViewport, mobileViewport } from "../support/viewports";
import { allLanguages } from "~/site";

// The language switcher: in the header from 1024 px and in the mobile menu, a plain link per
// language (so it works before the app hydrates), each named in its own language, leading to the
// same page in that language.

const names = allLanguages.map((l) => l.name);
const expected = (pathname: string) =>
  allLanguages.map((l) =>
    l.code === "en" ? pathname : `/${l.code}${pathname === "/" ? "/" : pathname}`,
  );

test.describe("in the header", () => {
  test.use({ viewport: desktopViewport });

  test("names each language in itself, with lang and hreflang, and leads to the same page in it", async ({
    page,
  }) => {
    await visit(page, "/services/cloud");
    const switcher = page.getByRole("banner").locator("details").filter({ hasText: "en" });
    await switcher.locator("summary").click();
    const links = switcher.getByRole("link");
    await expect(links).toHaveText(names);
    for (const [i, l] of allLanguages.entries()) {
      await expect(links.nth(i)).toHaveAttribute("lang", l.code);
      await expect(links.nth(i)).toHaveAttribute("hreflang", l.code);
      await expect(links.nth(i)).toHaveAttribute("href", expected("/services/cloud")[i]!);
    }
    await expect(links.nth(0)).toHaveAttribute("aria-current", "true");
    await links.nth(1).click();
    await expect(page).toHaveURL(/\/de\/services\/cloud$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
  });

  test("works with JavaScript off (a disclosure of plain links)", async ({ browser }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: desktopViewport,
    });
    const page = await context.newPage();
    await page.goto("/ja/careers");
    const switcher = page.getByRole("banner").locator("details");
    await switcher.locator("summary").click();
    await switcher.getByRole("link", { name: "العربية" }).click();
    await expect(page).toHaveURL(/\/ar\/careers$/);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await context.close();
  });
});

test.describe("in the mobile menu", () => {
  test.use({ viewport: mobileViewport });

  test("lists every language, the current one marked", async ({ page }) => {
    await visit(page, "/de/contact");
    await page
      .getByRole("banner")
      .getByRole("button")
      .and(page.locator("[aria-haspopup=dialog]"))
      .click();
    const dialog = page.getByRole("dialog");
    const links = dialog.getByRole("navigation", { name: "Sprache" }).getByRole("link");
    await expect(links).toHaveText(names);
    await expect(links.nth(1)).toHaveAttribute("aria-current", "true");
    await expect(links.nth(0)).toHaveAttribute("href", "/contact");
    await expect(links.nth(2)).toHaveAttribute("href", "/ja/contact");
  });
});

test("an English-only news post opens in the language's chrome, marked English, with a notice", async ({
  page,
  request,
}) => {
  // ai-day-2026 is published in English only; the German site lists and shows it.
  await visit(page, "/de/whats-new/ai-day-2026");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.locator("h1")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("note")).toHaveText("Diese Seite ist nur auf Englisch verfügbar.");
  const html = await (await request.get("/de/whats-new/ai-day-2026")).text();
  expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^/"]+\/whats-new\/ai-day-2026"\/>/);
  expect(html).not.toContain('<link rel="alternate" hrefLang="de"');
  // The English page does not pair itself with a German page that does not exist.
  const english = await (await request.get("/whats-new/ai-day-2026")).text();
  expect(english).not.toMatch(/<link rel="alternate" hrefLang="(de|ja|ar)"/);
  // A translated post pairs with every language.
  const translated = await (await request.get("/whats-new/setu-agents-early-access")).text();
  for (const code of ["de", "ja", "ar", "x-default"])
    expect(translated).toContain(`hrefLang="${code}"`);
});
