import { searchTerms } from "../../../app/lib/assistant/search-terms";
import { topicDetector } from "../../../app/lib/assistant/keyword-match";
import { content } from "../support/content";
import { expect, test } from "../support/fixtures";
import { mobileViewport } from "../support/viewports";
import { ask, botMessages, openChat } from "./chat";

const services = content.services;
// The English pages' topics (the app's detectTopic reads its keywords from the build's content).
const detectTopic = topicDetector(content.assistant.keywords, "en");
const searchPageCopy = content["pages/search"].copy;

/**
 * A word from one service's FAQ answers that no other page of the site mentions and that names no
 * canned topic: searching for it should find that service's page.
 */
function distinctiveFaqWord(): { slug: string; word: string } {
  const texts = services.map((s) => JSON.stringify(s).toLowerCase());
  // Nor any other page: news posts and case studies would otherwise outrank the service.
  const elsewhere = JSON.stringify({ ...content, services: [] }).toLowerCase();
  for (const service of services) {
    for (const faq of service.faqs) {
      for (const word of faq.answer.split(/[^A-Za-z]+/)) {
        const lower = word.toLowerCase();
        if (word.length < 7 || detectTopic(word) !== null || searchTerms(word).length !== 1)
          continue;
        if (texts.filter((t) => t.includes(lower)).length === 1 && !elsewhere.includes(lower))
          return { slug: service.slug, word };
      }
    }
  }
  throw new Error("no service FAQ has a word of its own");
}

const { slug, word } = distinctiveFaqWord();
const searchBox = (page: import("@playwright/test").Page) =>
  page.getByRole("searchbox", { name: "Search the site" });

test(`the search page finds /services/${slug} by "${word}", a word from its FAQ`, async ({
  page,
}) => {
  await page.goto("/search");
  await expect(async () => {
    await searchBox(page).fill(word);
    await expect(page).toHaveURL(new RegExp(`[?&]q=${word}`), { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  const result = page
    .getByRole("main")
    .getByRole("link")
    .filter({ has: page.getByRole("heading") })
    .and(page.locator(`[href="/services/${slug}"]`));
  await expect(result).toBeVisible();
  await expect(result.getByRole("heading")).toHaveText(
    services.find((s) => s.slug === slug)!.title,
  );
  await expect(result.locator("mark").first()).toBeVisible();
  await expect(page.getByRole("status")).toContainText(/\d+ results? for/);
  await result.click();
  await expect(page).toHaveURL(new RegExp(`/services/${slug}$`));
});

test("a search link with ?q= shows its results, and an unknown word says so", async ({ page }) => {
  await page.goto(`/search?q=${encodeURIComponent(word)}`);
  await expect(searchBox(page)).toHaveValue(word);
  await expect(page.locator(`main a[href="/services/${slug}"]`)).toBeVisible();
  await searchBox(page).fill("zzqxjvw");
  await expect(page.getByRole("status")).toContainText("No results");
});

test("the header's search control and Ctrl+K open the search", async ({ page }) => {
  await page.goto("/services");
  // The header's control opens a GET form to /search (it works before hydration).
  const banner = page.getByRole("banner");
  await banner.getByRole("button", { name: "Search" }).click();
  const form = banner.getByRole("search");
  await expect(form).toHaveAttribute("method", "get");
  await expect(form).toHaveAttribute("action", "/search");
  const box = banner.getByRole("searchbox", { name: "Search the site" });
  await expect(box).toBeFocused();
  await box.fill(word);
  await box.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/search\\?q=${word}$`));
  await expect(page.locator(`main a[href="/services/${slug}"]`)).toBeVisible();

  // Ctrl+K opens the header's search anywhere (the page's early script: no wait for hydration) …
  await page.goto("/");
  await page.keyboard.press("Control+k");
  await expect(page.locator("#header-search")).toBeVisible();
  await expect(banner.getByRole("searchbox", { name: "Search the site" })).toBeFocused();
  await banner.getByRole("searchbox", { name: "Search the site" }).fill(word);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/search\\?q=${word}$`));
  // … and on the search page focuses that page's own box, with its query selected.
  await expect(page.locator(`main a[href="/services/${slug}"]`)).toBeVisible();
  await expect(searchBox(page)).toHaveValue(word);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press("Control+k");
  await expect(searchBox(page)).toBeFocused();
  await expect(page.locator("#header-search")).toBeHidden();
  expect(
    await searchBox(page).evaluate((el: HTMLInputElement) =>
      el.value.slice(el.selectionStart ?? 0, el.selectionEnd ?? 0),
    ),
  ).toBe(word);
});

test("the search control is reachable on a phone", async ({ page }) => {
  await page.setViewportSize(mobileViewport);
  await page.goto("/services");
  await page.getByRole("banner").getByRole("button", { name: "Search" }).click();
  const box = page.getByRole("banner").getByRole("searchbox", { name: "Search the site" });
  await expect(box).toBeInViewport();
  await box.fill("cloud");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/search\?q=cloud$/);
});

test("without JavaScript the search page offers a GET form and a way on", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto("/search");
  const form = page.getByRole("search");
  await expect(form).toHaveAttribute("method", "get");
  await expect(form).toHaveAttribute("action", "/search");
  await expect(searchBox(page)).toHaveAttribute("name", "q");
  await context.close();
  // Playwright's "JavaScript disabled" still parses <noscript> as text, so read the served page:
  // a browser with scripting off shows this note and the links.
  const html = await (
    await browser.newContext({ baseURL })
  ).request
    .get("/search")
    .then((r) => r.text());
  const note = html.match(/<noscript>([\s\S]*?)<\/noscript>/)?.[1] ?? "";
  expect(note).toContain(searchPageCopy.noScript);
  expect(note).toContain('href="/services"');
});

test("with no keyword to go on, the assistant answers with matching pages of the site", async ({
  page,
}) => {
  await openChat(page);
  await ask(page, `${word}?`);
  const link = botMessages(page).last().locator(`a[href="/services/${slug}"]`);
  await expect(link).toBeVisible();
  await expect(link).toContainText(services.find((s) => s.slug === slug)!.title);
});

test("with nothing relevant on the site, the assistant gives its default reply", async ({
  page,
}) => {
  await openChat(page);
  await ask(page, "zzqxjvw");
  await expect(
    botMessages(page).last().getByRole("link", { name: "Contact Us", exact: true }),
  ).toBeVisible();
});

test("each result says what kind of page it is, and labels never run into their values", async ({
  page,
}) => {
  const job = content.jobs[0]!;
  await page.goto(`/search?q=${encodeURIComponent(job.department)}`);
  const results = page.getByRole("main").getByRole("listitem");
  await expect(results.first()).toBeVisible();
  const texts = await results.allInnerTexts();
  expect(texts.join("\n")).not.toMatch(
    new RegExp(`Department${job.department}|Location${job.location}`),
  );
  await page.goto(`/search?q=${encodeURIComponent(services[0]!.title)}`);
  const serviceResult = page.locator(`main li:has(a[href="/services/${services[0]!.slug}"])`);
  await expect(serviceResult).toContainText("Service");
});
