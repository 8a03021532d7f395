import { colourRules, expectNoAxeViolations } from "../support/axe";
import { chooseTheme } from "../support/theme";
import { expect, test } from "../support/fixtures";
import { visit } from "../support/visit";
import { builtLanguages, oneRoutePerTemplateIn } from "../support/routes";
import { mobileViewport } from "../support/viewports";

// axe-core on the other languages at 375 px, light and dark. English's sweep covers every route
// (site/accessibility.spec.ts). A language changes a page's words, not its markup: what axe checks
// that words can break (names of links and buttons, landmarks' labels, lang attributes, text that
// overflows into a contrast problem) is in a template's copy and the chrome. So each template is
// checked in one of the three languages in turn (German, Japanese, Arabic, German…), and the
// home page, the contact form and the 404 in every language: every template and every language's
// chrome is seen, at a third of the visits.
test.use({ viewport: mobileViewport, reducedMotion: "reduce" });

const others = builtLanguages.filter((c) => c !== "en");
const everyLanguage = new Set(["", "/contact"]);
const sampleIn = (code: (typeof others)[number]) =>
  oneRoutePerTemplateIn(code).filter(
    (route, index) =>
      everyLanguage.has(route.slice(code.length + 1)) ||
      index % others.length === others.indexOf(code),
  );

for (const code of others) {
  test.describe(`axe-core WCAG 2.2 AA in ${code} at 375px, light and dark`, () => {
    for (const route of sampleIn(code)) {
      test(route, async ({ page }) => {
        expect((await visit(page, route))?.status()).toBe(200);
        await expectNoAxeViolations(page, route, { reveal: false });
        await chooseTheme(page, "dark");
        await expectNoAxeViolations(page, `${route}, dark theme`, {
          reveal: false,
          rules: colourRules,
        });
      });
    }

    test(`the ${code} 404 page`, async ({ page, consoleErrors }) => {
      consoleErrors.allow(/status of 404/);
      consoleErrors.allow(/this-page-does-not-exist/);
      await visit(page, `/${code}/this-page-does-not-exist`);
      await expect(page.locator("html")).toHaveAttribute("lang", code);
      await expectNoAxeViolations(page, `${code} 404 page`, { reveal: false });
    });
  });
}
