import { expect, test } from "../support/fixtures";
import { mobileViewport } from "../support/viewports";
import { waitForPageReady } from "../support/visit";
import { jobPath, jobs } from "../careers/jobs";
import { studies, studyPath } from "../case-studies/studies";
import { posts } from "../news/news";

// A page's first Intl object loads the browser's locale data: a long task on a phone. The
// figures, dates and labels a page shows are written at build time (formatStat's build texts,
// the loaders' dates), so loading a page builds none, and neither do its inline enhancements as
// the visitor scrolls through it (our-story's figures count up without formatting, the cards
// reveal). Public pages hydrate no app; an island's cost comes with the visitor's intent. One
// route per template that shows a figure, a date or a list label, and each language's home.

const routes = [
  "/",
  "/de/",
  "/ja/",
  "/ar/",
  "/services",
  "/industries",
  "/about-us/our-story",
  "/resources",
  "/whats-new",
  `/whats-new/${posts[0]!.slug}`,
  studyPath(studies[0]!.slug),
  jobPath(jobs[0]!.slug),
  "/privacy",
  "/ja/whats-new",
];

test.use({ viewport: mobileViewport });

for (const path of routes) {
  test(`${path}: loading and scrolling through builds no Intl object`, async ({ page }) => {
    await page.addInitScript(() => {
      const built: string[] = [];
      (window as unknown as { __intlBuilt: string[] }).__intlBuilt = built;
      const intl = Intl as unknown as Record<string, new (...args: unknown[]) => object>;
      for (const name of ["NumberFormat", "DateTimeFormat", "PluralRules", "ListFormat"]) {
        const Original = intl[name]!;
        intl[name] = new Proxy(Original, {
          construct(target, args) {
            built.push(`${name}(${JSON.stringify(args)})`);
            return Reflect.construct(target, args);
          },
          apply(target, self, args) {
            built.push(`${name}(${JSON.stringify(args)})`);
            return Reflect.apply(target, self, args);
          },
        });
      }
    });
    await page.goto(path);
    await waitForPageReady(page);
    // Down the page a screen at a time, each given time for what scrolling it into view starts
    // (a figure's count-up runs 1.6 s; its frames format as they go).
    await page.evaluate(async () => {
      const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
      for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight) {
        scrollTo(0, y);
        await wait(100);
      }
      await wait(1800);
    });
    expect(
      await page.evaluate(() => (window as unknown as { __intlBuilt: string[] }).__intlBuilt),
    ).toEqual([]);
  });
}
