import { colourRules, expectNoAxeViolations } from "../support/axe";
import { chooseTheme } from "../support/theme";
import { expect, test } from "../support/fixtures";
import { visit } from "../support/visit";
import { builtLanguages, oneRoutePerTemplateIn } from "../support/routes";
import { mobileViewport } from "../support/viewports";

// axe-core on every other language at 375 px, light and dark, on one route of each template
// (and the 404): English's sweep covers every route (site/accessibility.spec.ts). A language
// changes a page's words, not its markup: what axe checks that words can break (names of links
// and buttons, landmarks' labels, lang attributes, text that overflows into a contrast problem)
// is in the template's copy and chrome, which each template's page in the sample carries.
test.use({ viewport: mobileViewport, reducedMotion: "reduce" });

for (const code of builtLanguages.filter((c) => c !== "en")) {
  test.describe(`axe-core WCAG 2.2 AA in ${code} at 375px, light and dark`, () => {
    for (const route of oneRoutePerTemplateIn(code)) {
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
