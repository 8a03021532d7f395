import { describe, expect, it } from "vitest";
import { countingControlMarker, privacyPolicy, termsOfUse } from "~/lib/legal-document";
import type { LegalEntry } from "~/content/schema";
import { loadContent } from "../../../scripts/content/load.ts";

// The privacy notice places the traffic-counting opt-out in its counting section, in every language.

describe("the privacy notice's counting opt-out", () => {
  it("sits in one section, between its paragraphs", () => {
    const placed = privacyPolicy.sections.filter((s) => s.afterControl !== undefined);
    expect(placed).toHaveLength(1);
    expect(placed[0]?.html).toContain("<p>");
    expect(placed[0]?.html).not.toContain(countingControlMarker);
    expect(privacyPolicy.countingControl?.turnOff).toBeTruthy();
    expect(termsOfUse.sections.some((s) => s.afterControl !== undefined)).toBe(false);
  });

  for (const code of ["en", "de", "ja", "ar"]) {
    it(`is placed once, with its words, in ${code}`, () => {
      const entry = (loadContent(code).legal as LegalEntry[]).find((e) => e.slug === "privacy");
      expect(entry?.untranslated, "the notice is translated").toBeUndefined();
      expect(entry?.html.split(countingControlMarker)).toHaveLength(2);
      expect(Object.keys(entry?.countingControl ?? {})).toEqual([
        "on",
        "off",
        "signal",
        "turnOff",
        "turnOn",
      ]);
    });
  }
});
