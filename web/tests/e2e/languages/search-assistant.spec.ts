import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { parse } from "yaml";
import { expect, test } from "../support/fixtures";
import { visit } from "../support/visit";
import { site } from "~/site";

// Search and the assistant in each other language: the search page finds that language's pages
// (its own index) and links to them in it; the assistant greets in it and answers one keyword of
// the specification's topics in it.

const content = new URL("../../../content/", import.meta.url);
interface AssistantCopy {
  greeting: string;
  replies: { pricing: { intro: string } };
}
const copyOf = (code: string) =>
  parse(readFileSync(new URL(`${code}/assistant.yaml`, content), "utf8")) as AssistantCopy;
const industryTitle = (code: string) =>
  (
    parse(readFileSync(new URL(`${code}/industries/manufacturing.yaml`, content), "utf8")) as {
      title: string;
    }
  ).title;
const filled = (text: string) =>
  text
    .replaceAll("{site.assistant.name}", site.assistant.name)
    .replaceAll("{site.name}", site.name);

const cases = [
  { code: "de", pricing: "Was kosten Ihre Preise?" },
  { code: "ja", pricing: "料金について教えてください" },
  { code: "ar", pricing: "ما هي الأسعار؟" },
] as const;

const panel = (page: Page) => page.getByRole("dialog");

for (const { code, pricing } of cases) {
  test(`${code}: the search page finds the ${code} page and links to it in ${code}`, async ({
    page,
  }) => {
    const title = industryTitle(code);
    await visit(page, `/${code}/search?q=${encodeURIComponent(title)}`);
    await expect(
      page.locator(`main ol a[href="/${code}/industries/manufacturing"]`).first(),
    ).toBeVisible({
      timeout: 15_000,
    });
    const hrefs = await page
      .locator("main ol a")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs)
      expect(href, `a result of the ${code} search`).toMatch(new RegExp(`^/${code}/`));
  });

  test(`${code}: the assistant greets in ${code} and answers a pricing question in it`, async ({
    page,
  }) => {
    const copy = copyOf(code);
    await visit(page, `/${code}`);
    await expect(async () => {
      const launcher = page.locator("aside > button[aria-haspopup=dialog]");
      if (await launcher.isVisible()) await launcher.click({ timeout: 1_000 });
      await expect(panel(page).locator("textarea")).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await expect(panel(page)).toContainText(filled(copy.greeting));
    await panel(page).locator("textarea").fill(pricing);
    await panel(page).locator("textarea").press("Enter");
    await expect(panel(page)).toContainText(copy.replies.pricing.intro, { timeout: 10_000 });
  });
}
