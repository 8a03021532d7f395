import { expect, type Page } from "@playwright/test";
import { themeChoiceAttribute, type ThemeChoice } from "~/lib/inline-scripts/theme";

/**
 * Picks `choice` in the page's theme switch, as a visitor does: the head script's listener
 * applies it to <html> at once (the switch works before hydration, so this needs no React).
 */
export async function chooseTheme(page: Page, choice: ThemeChoice): Promise<void> {
  await page.evaluate(
    ([attribute, value]) => {
      const input = document.querySelector<HTMLInputElement>(
        `input[${attribute}][value="${value}"]`,
      );
      if (input === null) throw new Error("the page has no theme switch");
      input.checked = true;
      input.dispatchEvent(new Event("change", { bubbles: true }));
    },
    [themeChoiceAttribute, choice] as const,
  );
  await expect(page.locator("html")).toHaveAttribute("data-theme", choice);
}
