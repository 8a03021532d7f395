import { expect, test } from "../support/fixtures";
import { visit } from "../support/visit";
import { content } from "../support/content";
import { indexPath, studies, studyPath } from "./studies";

test("the index has six cards, each linking to its own page, with the outcome figures", async ({
  page,
}) => {
  await visit(page, indexPath);
  const cards = page.locator("main article");
  await expect(cards).toHaveCount(6);
  expect(studies).toHaveLength(6);
  for (const study of studies) {
    const card = page.locator(`article[id="${study.slug}"]`);
    await expect(card.getByRole("heading", { name: study.title })).toBeVisible();
    await expect(card.getByRole("link", { name: study.title })).toHaveAttribute(
      "href",
      studyPath(study.slug),
    );
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

test("each card and each study's page shows its client's wordmark beside the name: the file clients.yaml names, small, lazy, sized and loaded", async ({
  page,
}) => {
  const logos = (content.clients as { logos: { name: string; src: string }[] }).logos;
  const logoOf = (client: string) => logos.find((logo) => logo.name === client)?.src;
  await visit(page, indexPath);
  for (const study of studies) {
    const mark = page.locator(`article[id="${study.slug}"] img[src^="/images/clients/"]`);
    await expect(mark).toHaveAttribute("src", logoOf(study.client)!);
    await expect(mark).toHaveAttribute("loading", "lazy");
    await expect(mark).toHaveAttribute("width", /^\d+$/);
    await expect(mark).toHaveAttribute("height", /^\d+$/);
    await mark.scrollIntoViewIfNeeded();
    await expect
      .poll(() => mark.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    expect((await mark.boundingBox())!.height).toBeLessThanOrEqual(32);
  }
  const [first] = studies;
  await visit(page, studyPath(first!.slug));
  const heroMark = page.locator(
    `section[aria-labelledby=case-study-title] dd:has-text("${first!.client}") img`,
  );
  await expect(heroMark).toHaveAttribute("src", logoOf(first!.client)!);
  await expect(heroMark).toHaveAttribute("loading", "lazy");
  await expect
    .poll(() => heroMark.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
});
