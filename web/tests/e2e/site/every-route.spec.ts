import type { Page } from "@playwright/test";
import { firstScreenEndId } from "~/components/site/FirstScreenEnd";
import type { LanguageCode } from "~/site";
import { colourRules, expectNoAxeViolations } from "../support/axe";
import { expect, test } from "../support/fixtures";
import { overflowProblems } from "../support/overflow";
import {
  builtLanguages,
  oneRoutePerTemplate,
  oneRoutePerTemplateIn,
  pageRoutes,
  translatedRoutes,
  unknownPath,
} from "../support/routes";
import { chooseTheme } from "../support/theme";
import { mobileViewport } from "../support/viewports";
import { visit } from "../support/visit";

// Every route of every language, visited once: loaded on a phone (375 px, light), it shows its
// <h1>, axe-core finds nothing, and then, widened in place through 320, 768, 1024, 1280 and
// 1440 px, nothing runs off the page, out of its column or out of sight (support/overflow.ts).
// Neither is sampled: a page's words are its own in each language, and a word decides both
// whether it fits its column and what axe reads (names, labels, lang, contrast). A layout follows
// the viewport's width through its media queries and the header through its resize listeners, so
// a widened page rests as one loaded at that width (layout/nothing-covers.spec.ts does the same).
//
// The dark theme is sampled, in the same visit (after the light pass, axe's colour rules again;
// the themes differ in colour only, see site/accessibility.spec.ts): each template in English,
// and in the other languages each template in one of the three in turn plus the home page and
// the contact form in every one. Each language's 404 page gets the same visit.
//
// The sweep runs with reduced motion: the page is in its final state from the first paint
// (nothing waits to be revealed on scroll, no transition runs), the state a visitor with motion
// reaches once everything has been shown.
test.use({ viewport: mobileViewport, reducedMotion: "reduce" });

/** The widths a page is checked at, in order: as loaded, the smallest phone, then wider. */
const widths = [
  mobileViewport,
  { width: 320, height: 640 },
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
];

const others = builtLanguages.filter((code) => code !== "en");
const everyLanguage = new Set(["", "/contact"]);
/** The routes whose dark theme is checked: see above. */
const darkSample = new Set([
  ...oneRoutePerTemplate,
  ...others.flatMap((code) =>
    oneRoutePerTemplateIn(code).filter(
      (route, index) =>
        everyLanguage.has(route.slice(code.length + 1)) ||
        index % others.length === others.indexOf(code),
    ),
  ),
]);

/** The page shows its one <h1>, and the first-screen marker ends the section that holds it. */
async function expectShowsItsHeading(page: Page): Promise<void> {
  await expect(page.locator("h1")).toHaveCount(1);
  await expect(page.locator("h1")).toBeVisible();
  const marker = page.locator(`#${firstScreenEndId}`);
  await expect(marker).toHaveCount(1);
  expect(
    await marker.evaluate(
      (end) => end.nextElementSibling === null && end.parentElement?.querySelector("h1") !== null,
    ),
    "the first-screen marker is the last child of the section holding the <h1>",
  ).toBe(true);
}

/**
 * axe in light (every rule) and, on the sample, dark (colour rules), then the widths. Violations
 * and overflow are reported together, so one run lists all a page has.
 */
async function expectAccessibleAndFitting(page: Page, name: string, dark: boolean): Promise<void> {
  const state = `${name} at ${mobileViewport.width}px`;
  await expectNoAxeViolations(page, state, { reveal: false, soft: true });
  if (dark) {
    await chooseTheme(page, "dark");
    await expectNoAxeViolations(page, `${state}, dark theme`, {
      reveal: false,
      rules: colourRules,
      soft: true,
    });
  }
  const problems: string[] = [];
  for (const viewport of widths) {
    await page.setViewportSize(viewport);
    for (const problem of await overflowProblems(page))
      problems.push(`${name} at ${viewport.width} px: ${problem}`);
  }
  // Where links sit beside each other depends on the width and on how their words wrap: the
  // desktop's rails and rows (a post's outline) are checked for target size on every page too.
  await expectNoAxeViolations(page, `${name} at ${widths.at(-1)!.width}px`, {
    reveal: false,
    rules: ["target-size"],
    soft: true,
  });
  expect(problems, `${name}: what runs off the page, out of its column or out of sight`).toEqual(
    [],
  );
}

const languages: [LanguageCode, readonly string[]][] = builtLanguages.map((code) => [
  code,
  code === "en" ? pageRoutes : translatedRoutes(code),
]);

for (const [code, routes] of languages) {
  test.describe(`every ${code} page: its <h1>, axe at 375 px, nothing overflowing at 320 to 1440 px`, () => {
    for (const route of routes) {
      test(route, async ({ page }) => {
        // Up to two axe runs and six layouts in one visit: a long page takes several seconds
        // on a loaded 2-core host.
        test.setTimeout(60_000);
        expect((await visit(page, route))?.status()).toBe(200);
        await expectShowsItsHeading(page);
        await expectAccessibleAndFitting(page, route, darkSample.has(route));
      });
    }

    test("the 404 page", async ({ page, consoleErrors }) => {
      const path = code === "en" ? unknownPath : `/${code}${unknownPath}`;
      consoleErrors.allow(new RegExp(unknownPath));
      consoleErrors.allow(/status of 404/);
      await visit(page, path);
      await expect(page.locator("html")).toHaveAttribute("lang", code);
      await expectAccessibleAndFitting(page, `${code} 404 page`, true);
    });
  });
}

// The overflow check reads the page's layout (support/overflow.ts): planted faults must be
// reported, and what the design means to overflow (a region that scrolls sideways, a visually
// hidden label, a cropped decoration) must not be.
test("the overflow check reports faults planted in a page, and nothing the design means", async ({
  page,
}) => {
  await visit(page, "/contact");
  // The site breaks a word too long for its line (overflow-wrap on <body>): the planted word
  // opts out, as text set without that rule would.
  await page.evaluate(() => {
    document.getElementById("main")!.insertAdjacentHTML(
      "afterbegin",
      `<div style="width: 200px">
        <p id="planted-word" style="width: 120px; overflow-wrap: normal; hyphens: manual">Datenschutzgrundverordnungskonformität</p>
        <div style="display: flex; gap: 8px"><span id="planted-row" style="flex: none; width: 260px">wide</span></div>
        <p id="planted-cut" style="overflow: hidden; white-space: nowrap; text-overflow: ellipsis">Eine sehr lange Überschrift, die nicht passt</p>
        <div style="overflow: hidden; position: relative"><p id="planted-hidden" style="margin-left: 150px; width: 200px">Verborgen</p></div>
        <div style="overflow-x: auto; display: flex"><p style="flex: none; width: 400px">Ein Karussell</p></div>
        <span style="position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0, 0, 0, 0); white-space: nowrap">Ein versteckter Hinweis, viel breiter als ein Pixel</span>
        <div style="overflow: hidden"><svg aria-hidden="true" width="900" height="10"></svg></div>
      </div>`,
    );
  });
  const problems = await overflowProblems(page);
  const about = (id: string) => problems.filter((p) => p.includes(id)).length;
  expect(
    problems.find((p) => p.includes("Datenschutz")),
    problems.join("\n"),
  ).toMatch(/sticks out of its box: \d+ px past its right edge/);
  expect(about("planted-row"), problems.join("\n")).toBeGreaterThan(0);
  expect(
    problems.find((p) => p.includes("Eine sehr lange")),
    problems.join("\n"),
  ).toMatch(/sticks out of its box/);
  expect(
    problems.find((p) => p.includes("Verborgen") && p.includes("clipped")),
    problems.join("\n"),
  ).toMatch(/is clipped by div/);
  expect(problems.join("\n")).not.toMatch(/Karussell|versteckter|svg|scrolls sideways/);
});
