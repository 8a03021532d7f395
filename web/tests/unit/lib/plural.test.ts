import { describe, expect, it } from "vitest";
import { pluralForm } from "~/lib/plural";

// The English build: Intl's rules for en pick `one` for 1 and `other` for the rest.
describe("pluralForm", () => {
  const results = { one: "{count} result", other: "{count} results" };

  it("picks the form the language uses for a count", () => {
    expect(pluralForm(results, 1)).toBe("{count} result");
    expect(pluralForm(results, 0)).toBe("{count} results");
    expect(pluralForm(results, 2)).toBe("{count} results");
  });

  it("falls back to `other` where a form is not written", () => {
    expect(pluralForm({ other: "{count} Ergebnisse" }, 1)).toBe("{count} Ergebnisse");
  });
});
