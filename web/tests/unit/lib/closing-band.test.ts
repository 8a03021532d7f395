import { describe, expect, it } from "vitest";
import { closingBandFor } from "../../../app/lib/closing-band";
import { loadContent } from "../../../scripts/content/load.ts";

const { pages } = loadContent()["closing-bands"];

describe("closingBandFor", () => {
  it("ends most pages with the enquiry band", () => {
    for (const path of ["/", "/services", "/services/cloud", "/resources/case-studies", "/search"])
      expect(closingBandFor(path, pages), path).toBe("enquiry");
  });

  it("ends the careers page and every job page with the hiring band", () => {
    for (const path of ["/careers", "/careers/", "/careers/senior-ml-engineer"])
      expect(closingBandFor(path, pages), path).toBe("hiring");
  });

  it("leaves the band out under the contact form and the confirmation pages", () => {
    for (const path of ["/contact", "/contact/thanks", "/careers/thanks"])
      expect(closingBandFor(path, pages), path).toBe("none");
  });

  it("takes the first rule that matches", () => {
    const rules = [
      { route: "/careers/thanks", band: "none" as const },
      { route: "/careers/:slug", band: "hiring" as const },
    ];
    expect(closingBandFor("/careers/thanks", rules)).toBe("none");
    expect(closingBandFor("/careers/designer", rules)).toBe("hiring");
    expect(closingBandFor("/careers/designer/extra", rules)).toBe("enquiry");
  });
});
