import { describe, expect, it } from "vitest";
import { slugify } from "../../../app/lib/slug";

describe("slugify", () => {
  it("makes lower-case words joined by hyphens, with no hyphen at either end", () => {
    expect(slugify("Sutra Document AI")).toBe("sutra-document-ai");
    expect(slugify("What we do")).toBe("what-we-do");
    expect(slugify("  Q&A: what's next? ")).toBe("q-a-what-s-next");
  });

  it("drops HTML entities and takes accents off their letters", () => {
    expect(slugify("Trust &amp; safety")).toBe("trust-safety");
    expect(slugify("Résumé review")).toBe("resume-review");
  });
});
