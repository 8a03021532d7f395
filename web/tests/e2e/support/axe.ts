import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { revealAll, settle } from "./settle";

/** WCAG 2.2 A and AA, as the axe-core tags name them. */
export const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * The rules whose outcome depends on colour. The site's themes differ in colour only (no element
 * is shown or hidden by theme), so a page already checked in full in one theme is checked in the
 * other with these.
 */
export const colourRules = ["color-contrast", "link-in-text-block"];

export interface AxeOptions {
  /** Scroll through the page first so scroll-revealed content is checked as shown (default true). */
  reveal?: boolean;
  /** Only these rules (default: every rule of the WCAG 2.2 A and AA tags). */
  rules?: string[];
}

/**
 * Runs axe-core on the page in its current state, after animations settle, and fails with one
 * line per violation and element: "<state> — <rule id> (<impact>): <help> — <target>".
 * `state` names what was checked, e.g. "/services at 375px" or "/ with the Insights menu open".
 */
export async function expectNoAxeViolations(
  page: Page,
  state: string,
  options: AxeOptions = {},
): Promise<void> {
  if (options.reveal ?? true) await revealAll(page);
  else await settle(page);
  const builder = new AxeBuilder({ page });
  const { violations } = await (
    options.rules ? builder.withRules(options.rules) : builder.withTags(wcagTags)
  ).analyze();
  const found = violations.flatMap((v) =>
    v.nodes.map(
      (node) =>
        `${state} — ${v.id} (${v.impact ?? "unknown"}): ${v.help} — ${node.target.join(" ")}`,
    ),
  );
  expect(found, `axe-core violations (${state})`).toEqual([]);
}
