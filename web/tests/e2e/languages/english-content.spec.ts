import type { Locator, Page } from "@playwright/test";
import { loadContent } from "../../../scripts/content/load.ts";
import { expect, test } from "../support/fixtures";
import { visit } from "../support/visit";

// English inside another language: a job or news post the company publishes in English only is
// marked as English on its card and its page, its text carries lang="en" dir="ltr", and every
// Latin run inside Arabic text (a job's facts, the footer's address) sits in an isolate. A job's
// facts that the page can say in its own words (contract, years, place) are in those words.

const languages = ["de", "ja", "ar"] as const;
type Code = (typeof languages)[number];

/** The senior AI engineer's facts (full-time, five years, Bengaluru, hybrid) as each market writes them. */
const seniorFacts: Record<Code, { type: string; experience: string; location: string }> = {
  de: { type: "Vollzeit", experience: "mindestens 5 Jahre", location: "Bengaluru" },
  ja: { type: "フルタイム", experience: "5年以上", location: "ベンガルール" },
  ar: { type: "دوام كامل", experience: "5 سنوات على الأقل", location: "بنغالور" },
};
/** The remote DevOps role (four years, applicants in India). */
const devopsFacts: Record<Code, { experience: string; location: string }> = {
  de: { experience: "mindestens 4 Jahre", location: "Indien" },
  ja: { experience: "4年以上", location: "インド" },
  ar: { experience: "4 سنوات على الأقل", location: "الهند" },
};

const english = async (locator: Locator) => {
  await expect(locator).toHaveAttribute("lang", "en");
  await expect(locator).toHaveAttribute("dir", "ltr");
};

/** A definition list's rows as { term: value }, and whether every value sits in an isolate. */
const factsOf = (list: Locator) =>
  list.locator(":scope > div").evaluateAll((rows) =>
    rows.map((r) => ({
      term: r.querySelector("dt")?.textContent?.trim() ?? "",
      value: r.querySelector("dd")?.textContent?.trim() ?? "",
      isolated: r.querySelector("dd bdi") !== null,
      lang: r.querySelector("dd bdi")?.getAttribute("lang") ?? null,
    })),
  );

const direction = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((e) => getComputedStyle(e).direction);

for (const code of languages) {
  const content = loadContent(code);
  const ui = content.ui;
  const jobs = content.jobs.filter((job) => !job.closed);
  const posts = content.news;
  const englishPost = posts.find((post) => post.untranslated)!;
  const ownPost = posts.find((post) => !post.untranslated)!;

  test.describe(`in ${code}`, () => {
    test("every job card is marked English, its title and summary lang=en dir=ltr, its facts in the page's words", async ({
      page,
    }) => {
      await visit(page, `/${code}/careers`);
      const cards = page.locator("#open-positions article");
      await expect(cards).toHaveCount(jobs.length);
      for (const job of jobs) {
        expect(job.untranslated, `${job.slug} is published in English only`).toBe(true);
        const card = cards.filter({ has: page.locator(`#job-${job.slug}`) });
        await expect(card.locator("[data-english-mark]")).toHaveText(ui.language.inEnglish);
        await english(card.getByRole("heading", { level: 3 }));
        await english(card.locator("p", { hasText: job.summary }));
        const facts = await factsOf(card.locator("dl"));
        expect(facts.map((f) => f.term)).toEqual([
          ui.jobCard.department,
          ui.jobCard.location,
          ui.jobCard.type,
          ui.jobCard.experience,
        ]);
        for (const fact of facts) expect(fact.isolated, `${job.slug}: ${fact.term}`).toBe(true);
        // The department is the job's own English; the rest is the page's language.
        expect(facts[0]!.lang).toBe("en");
        expect(facts.slice(2).map((f) => f.lang)).toEqual([null, null]);
        expect(facts[2]!.value).toBe(ui.valueLabels.employmentType[job.type]);
        if (job.slug === "senior-ai-engineer")
          expect(facts.slice(1).map((f) => f.value)).toEqual([
            seniorFacts[code].location,
            seniorFacts[code].type,
            seniorFacts[code].experience,
          ]);
        if (job.slug === "cloud-devops-engineer")
          expect([facts[1]!.value, facts[3]!.value]).toEqual([
            devopsFacts[code].location,
            devopsFacts[code].experience,
          ]);
        expect(facts.map((f) => f.value).join(" ")).not.toMatch(/Full-time|years?\b|Remote/);
      }
    });

    test("a job's page says it is English only, runs its English left to right and its facts in the page's words", async ({
      page,
    }) => {
      await visit(page, `/${code}/careers/senior-ai-engineer`);
      await expect(page.getByRole("note")).toHaveText(ui.language.englishOnly);
      await english(page.locator("h1"));
      expect(await direction(page, "h1")).toBe("ltr");
      await english(page.locator('nav [aria-current="page"] bdi'));
      const facts = await factsOf(page.locator("#job-facts"));
      for (const fact of facts) expect(fact.isolated, fact.term).toBe(true);
      const values = facts.map((f) => f.value);
      expect(values).toEqual(
        expect.arrayContaining([
          seniorFacts[code].location,
          seniorFacts[code].type,
          seniorFacts[code].experience,
          ui.valueLabels.workArrangement.Hybrid,
        ]),
      );
      expect(values.join(" ")).not.toMatch(/Full-time|years?\b/);
    });

    test("an English-only post is marked on its card and its page; a translated one is not", async ({
      page,
    }) => {
      await visit(page, `/${code}/whats-new`);
      const card = page.locator(`article#${englishPost.slug}`);
      await expect(card.locator("[data-english-mark]")).toHaveText(ui.language.inEnglish);
      await english(card.locator("h2"));
      await english(card.locator("p", { hasText: englishPost.summary }));
      const own = page.locator(`article#${ownPost.slug}`);
      await expect(own.locator("[data-english-mark]")).toHaveCount(0);
      await expect(own.locator("[lang]")).toHaveCount(0);

      await visit(page, `/${code}/whats-new/${englishPost.slug}`);
      await expect(page.getByRole("note")).toHaveText(ui.language.englishOnly);
      await english(page.locator("h1"));
      await english(page.locator('nav [aria-current="page"] bdi'));
      expect(await direction(page, "main div[lang='en'] p")).toBe("ltr");
    });
  });
}

test("the Arabic footer's address: the English street in one left-to-right isolate, then the Arabic country", async ({
  page,
}) => {
  await visit(page, "/ar/");
  const address = page.getByRole("contentinfo").locator("address");
  const street = address.locator("bdi");
  await english(street);
  await expect(street).toContainText("Residency Road");
  await expect(street).not.toContainText("الهند");
  await expect(address).toHaveText(/، الهند$/);
  expect(await street.evaluate((e) => getComputedStyle(e).unicodeBidi)).toBe("isolate");
  // Read from the right: the street comes first, so it sits right of the country.
  const streetBox = (await street.boundingBox())!;
  const country = await address.evaluate((a) => {
    const range = document.createRange();
    const text = [...a.childNodes].find((n) => n.textContent?.includes("الهند"))!;
    range.selectNodeContents(text);
    const r = range.getBoundingClientRect();
    return { x: r.x, width: r.width, y: r.y };
  });
  if (Math.abs(country.y - streetBox.y) < 4)
    expect(country.x + country.width).toBeLessThanOrEqual(streetBox.x + 1);
});

for (const code of ["en", ...languages] as const) {
  test(`${code}: a product's link names the product with single spaces and shows the external mark`, async ({
    page,
  }) => {
    await visit(page, code === "en" ? "/products" : `/${code}/products`);
    const link = page.locator('#core-products a[href^="https://calendar."]');
    const text = (await link.evaluate((a) => (a as HTMLElement).innerText)).trim();
    expect(text).toContain("Kaveri Calendar");
    expect(text, "no double gap").not.toMatch(/\s{2}/);
    await expect(link.locator("bdi")).toHaveText("Kaveri Calendar");
    const icon = link.locator(".icon-external-link");
    const box = (await icon.boundingBox())!;
    expect(box.width, "the external mark is drawn").toBeGreaterThan(8);
    // The words and the mark are one run: the gap between "Kaveri" and "Calendar" is a space.
    const gap = await link.locator("bdi").evaluate((bdi) => {
      const range = document.createRange();
      const node = bdi.firstChild!;
      range.setStart(node, 0);
      range.setEnd(node, "Kaveri".length);
      const kaveri = range.getBoundingClientRect();
      range.setStart(node, "Kaveri ".length);
      range.setEnd(node, "Kaveri Calendar".length);
      const calendar = range.getBoundingClientRect();
      return calendar.left - kaveri.right;
    });
    expect(gap).toBeLessThan(6);
  });
}
