import type { Page } from "@playwright/test";
import { loadContent } from "../../../scripts/content/load.ts";
import { expect, test } from "../support/fixtures";
import { visit } from "../support/visit";
import { allLanguages } from "~/site";

// Search in each language, as a visitor of that language reads the results: a word of the
// language's own pages comes back highlighted in the sentence that holds it, and no excerpt
// carries a page's metadata (a date, an author, a reading time) or a path. The words come from
// the content files, so the tests follow the copy.

const codes = ["en", "de", "ja", "ar"] as const;
type Code = (typeof codes)[number];

const prefix = (code: Code) => (code === "en" ? "" : `/${code}`);
const intlOf = (code: Code) => allLanguages.find((l) => l.code === code)!.intl;

/** The words of a text as the language divides them, longest first. */
function wordsOf(code: Code, text: string): string[] {
  // Japanese: runs of katakana, which every segmenter keeps whole (the index is segmented by
  // Pagefind's, the query by the browser's).
  const words =
    code === "ja"
      ? (text.match(/[\p{Script=Katakana}ー]{3,}/gu) ?? [])
      : [...new Intl.Segmenter(code, { granularity: "word" }).segment(text)]
          .filter((s) => s.isWordLike)
          .map((s) => s.segment);
  return [...new Set(words)].sort((a, b) => b.length - a.length);
}

/** A date as pages write it: "14 September 2026", "14. September 2026", "2026年9月14日". */
function dateLine(code: Code): RegExp {
  if (code === "ja") return /\d{4}年\d{1,2}月\d{1,2}日/;
  const month = new Intl.DateTimeFormat(intlOf(code), { month: "long", timeZone: "UTC" });
  const months = Array.from({ length: 12 }, (_, m) => month.format(new Date(Date.UTC(2026, m, 1))));
  return new RegExp(`(?:${months.join("|")})\\s*\\d{4}`, "u");
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

interface ShownResult {
  href: string;
  /** The whole card's text: kind, title and excerpt. */
  card: string;
  excerpt: string;
  marks: string[];
}

const resultList = (page: Page) => page.locator("main ol[aria-labelledby=search-status]");
const status = (page: Page) => page.getByRole("main").getByRole("status");

const readResults = (page: Page): Promise<ShownResult[]> =>
  resultList(page)
    .locator(":scope > li > a")
    .evaluateAll((links) =>
      links.map((a) => ({
        href: a.getAttribute("href") ?? "",
        card: a.textContent ?? "",
        excerpt: a.querySelector("h2 + p")?.textContent ?? "",
        marks: [...a.querySelectorAll("mark")].map((m) => m.textContent ?? ""),
      })),
    );

/** Searches `query` on the language's search page and lists every result ("Show more"). */
async function search(page: Page, code: Code, query: string): Promise<ShownResult[]> {
  await visit(page, `${prefix(code)}/search?q=${encodeURIComponent(query)}`);
  await expect(resultList(page).locator(":scope > li").first()).toBeVisible({ timeout: 15_000 });
  await expect(status(page)).not.toHaveText("");
  const more = page.getByRole("main").locator("ol + div button");
  while ((await more.count()) > 0) {
    const before = await resultList(page).locator(":scope > li").count();
    await more.click();
    await expect(resultList(page).locator(":scope > li")).not.toHaveCount(before);
  }
  return readResults(page);
}

for (const code of codes) {
  const content = loadContent(code);
  const manufacturing = content.industries.find((i) => i.slug === "manufacturing")!;
  const postCopy = content["pages/news-post"];
  const authors = [...new Set(content.news.map((post) => post.author))];

  /** What no excerpt may hold: a date, a byline, a reading time, a path. */
  function expectNoMetadata(results: ShownResult[], query: string) {
    const byline = new RegExp(
      `${escapeRegExp(postCopy.byline)}\\s*(?:${authors.map(escapeRegExp).join("|")})`,
      "u",
    );
    for (const { href, card, excerpt } of results) {
      const where = `the excerpt of ${href} for “${query}”: ${excerpt}`;
      expect(excerpt.replace(/…/g, "").trim(), where).not.toBe("");
      expect(excerpt, where).not.toMatch(dateLine(code));
      expect(excerpt, where).not.toMatch(byline);
      expect(excerpt, where).not.toContain(postCopy.readingTimeLabel);
      // No path as text, anywhere on the card (ISO/IEC is a name, not a path).
      expect(card, `the result for ${href}`).not.toMatch(/(?:^|[\s(])\/[\p{L}\p{N}]/u);
      if (code === "ja")
        expect(excerpt, `${where}: a Latin full stop between Japanese words`).not.toMatch(
          /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]\. /u,
        );
    }
  }

  test(`${code}: a word of the language's own page comes back highlighted in its sentence`, async ({
    page,
  }) => {
    const text = manufacturing.challenges.join(" ");
    const query = wordsOf(code, code === "ja" ? text : manufacturing.challenges[0]!)[0]!;
    const results = await search(page, code, query);
    const href = `${prefix(code)}/industries/manufacturing`;
    const result = results.find((r) => r.href === href);
    expect(result, `${href} among the results for “${query}”`).toBeDefined();
    const { excerpt, marks } = result!;
    const same = (mark: string) =>
      code === "ja"
        ? mark.includes(query)
        : mark.toLocaleLowerCase(code) === query.toLocaleLowerCase(code);
    expect(marks.some(same), `“${query}” highlighted in “${excerpt}”`).toBe(true);
    // The sentence of the match, not the whole page: about two of the page's sentences at most.
    expect(excerpt.length).toBeLessThan(code === "ja" ? 160 : 320);
    for (const r of results)
      expect(r.href, `a result of the ${code} search`).toMatch(new RegExp(`^${prefix(code)}/`));
    expectNoMetadata(results, query);
  });

  test(`${code}: excerpts of news posts and case studies carry no date, author, reading time or path`, async ({
    page,
  }) => {
    // A post's certificate number and a case study's client, named in every language.
    for (const query of ["42001", "Aarogya"]) {
      const results = await search(page, code, query);
      expect(results.length, `results for “${query}”`).toBeGreaterThan(0);
      expect(
        results.some((r) => r.marks.length > 0),
        `a highlighted excerpt for “${query}”`,
      ).toBe(true);
      expectNoMetadata(results, query);
    }
  });
}
