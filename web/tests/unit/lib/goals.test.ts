import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { goals as goalsSchema } from "~/content/schema";
import { goalAttribute } from "~/lib/inline-scripts/count";
import { goalAttributes, goalNames, goals } from "~/lib/goals";
import { ContentError } from "../../../scripts/content/errors.ts";
import { contentRoot, loadContent } from "../../../scripts/content/load.ts";
import { brokenCopy } from "../content/broken-copy";

// content/goals.json is the one list of goals: the server embeds it, the app types its names.

const file = JSON.parse(readFileSync(join(contentRoot, "goals.json"), "utf8")) as unknown;

describe("the goals list", () => {
  it("is valid: kebab-case names, each once, with a label", () => {
    expect(goalsSchema.safeParse(file).success).toBe(true);
  });

  it("names the goals the app types, in the same order", () => {
    expect(goals).toEqual(file);
    expect(goals.map((g) => g.name)).toEqual([...goalNames]);
  });
});

describe("a broken goals list stops the build", () => {
  const removals: (() => void)[] = [];
  afterAll(() => removals.forEach((remove) => remove()));
  const problemsFor = (text: string): string[] => {
    const { root, remove } = brokenCopy({ file: "../goals.json", text });
    removals.push(remove);
    try {
      loadContent("en", root);
    } catch (error) {
      if (error instanceof ContentError)
        return error.problems.map((p) => `${p.field}: ${p.message}`);
      throw error;
    }
    return [];
  };

  it("names the goal and the field", () => {
    expect(
      problemsFor(
        JSON.stringify([
          { name: "cta-hero", label: "Hero" },
          { name: "CTA Hero", label: "Hero again" },
          { name: "cta-hero", label: "Twice" },
          { name: "pageview", label: "A page view" },
          { name: "search" },
        ]),
      ),
    ).toEqual([
      "[1].name: must be lower-case words joined by hyphens",
      '[3].name: "pageview" is the page view itself',
      "[4].label: is required (text)",
    ]);
  });

  it("reports a duplicate name", () => {
    expect(
      problemsFor(
        JSON.stringify([
          { name: "search", label: "Search" },
          { name: "search", label: "Search again" },
        ]),
      ),
    ).toEqual(['[1].name: "search" is listed twice']);
  });

  it("reports a file that is not JSON", () => {
    expect(problemsFor("[{ name: 'search' }]")[0]).toMatch(/^: is not valid JSON/);
  });
});

describe("goalAttributes", () => {
  it("marks an element with the goal and its props", () => {
    expect(goalAttributes("language-switch", { lang: "de" })).toEqual({
      [goalAttribute]: "language-switch",
      [`${goalAttribute}-lang`]: "de",
    });
  });
});
