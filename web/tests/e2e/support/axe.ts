import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { revealAll, settle } from "./settle";

type Violation = Awaited<ReturnType<AxeBuilder["analyze"]>>["violations"][number];

/** The axe-core build @axe-core/playwright itself injects. */
const axeSource = readFileSync(
  createRequire(createRequire(import.meta.url).resolve("@axe-core/playwright")).resolve(
    "axe-core/axe.min.js",
  ),
  "utf8",
);

/**
 * Runs axe-core on the page. A page without frames gets axe injected once and run in place:
 * AxeBuilder, made for pages with frames, opens a second page for every run to merge the frames'
 * results, which costs more than the run. A page with frames goes through AxeBuilder.
 */
async function axeViolations(page: Page, rules: string[] | undefined): Promise<Violation[]> {
  const runOnly = rules ? { type: "rule", values: rules } : { type: "tag", values: wcagTags };
  if (page.frames().length > 1) {
    const builder = new AxeBuilder({ page });
    return (await (rules ? builder.withRules(rules) : builder.withTags(wcagTags)).analyze())
      .violations;
  }
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  return page.evaluate(
    (only) =>
      (
        window as unknown as {
          axe: {
            run: (context: Document, options: object) => Promise<{ violations: Violation[] }>;
          };
        }
      ).axe
        .run(document, { runOnly: only, resultTypes: ["violations"] })
        .then((results) => results.violations),
    runOnly,
  );
}

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
  /** Report violations without ending the test, so the checks after it still run (default false). */
  soft?: boolean;
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
  const violations = await axeViolations(page, options.rules);
  const found = violations.flatMap((v) =>
    v.nodes.map(
      (node) =>
        `${state} — ${v.id} (${v.impact ?? "unknown"}): ${v.help} — ${node.target.join(" ")}`,
    ),
  );
  (options.soft ? expect.soft : expect)(found, `axe-core violations (${state})`).toEqual([]);
}
