import { expect, test } from "../support/fixtures";
import { visit } from "../support/visit";
import { indexPath, studies, studyPath } from "./studies";

test("the index has six cards, each linking to its own page, with the outcome figures", async ({ page }) => {
  await visit(page, indexPath);
  const cards = page.locator("main article");
  await expect(cards).toHaveCount(6);
  expect(studies).toHaveLength(6);
  for (const study of studies) {
    const card = page.locator(`article[id="${study.slug}"]`);
    await expect(card.getByRole("heading", { name: study.title })).toBeVisible();
    await expect(card.getByRole("link", { name: study.title })).toHaveAttribute("href", studyPath(study.slug));
    await expect(card).toContainText(study.client);
    const figures = card.locator("dl dd");
    await expect(figures).toHaveText(study.outcomes.slice(0, 3).map((o) => o.value));
  }
});

test("a card's link opens the study's own page", async ({ page }) => {
  await visit(page, indexPath);
  const [first] = studies;
  await page.getByRole("link", { name: first!.title }).click();
  await expect(page).toHaveURL(new RegExp(`${studyPath(first!.slug)}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(first!.title);
});
