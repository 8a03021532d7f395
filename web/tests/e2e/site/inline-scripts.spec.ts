import { expect, test } from "../support/fixtures";
import { visit } from "../support/visit";

// The pre-rendered pages' inline scripts (theme, page shown, brand font, early controls, splash)
// ship in the HTML only, not in the app's JavaScript: hydration must leave them as they are.
for (const path of ["/", "/careers/senior-ai-engineer"]) {
  test(`${path}: after hydration every inline script is the one the server sent`, async ({
    page,
    request,
  }) => {
    const served = await (await request.get(path)).text();
    await visit(page, path);
    const scripts = await page.evaluate(() =>
      [...document.querySelectorAll("script:not([src]):not([type])")].map(
        (script) => script.textContent ?? "",
      ),
    );
    expect(scripts.length).toBeGreaterThanOrEqual(4);
    for (const text of scripts) {
      expect(text, "an inline script emptied by hydration").not.toBe("");
      expect(served, "an inline script the server did not send").toContain(text.slice(0, 200));
    }
  });
}
