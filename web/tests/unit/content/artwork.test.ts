import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadContent } from "../../../scripts/content/load.ts";
import { artworkExists, checkReferences } from "../../../scripts/content/references.ts";

// Each case study, industry and service has its own picture: no artwork stands for two subjects.
const content = loadContent();
const subjects = [
  ...content["case-studies"].map((study) => ({
    subject: `case study ${study.slug}`,
    image: study.image,
  })),
  ...content.industries.map((industry) => ({
    subject: `industry ${industry.slug}`,
    image: industry.image,
  })),
  ...content.services.map((service) => ({
    subject: `service ${service.slug}`,
    image: service.image,
  })),
];
const otherPictures = [
  // The default link-preview card (build-steps/social-cards.mjs).
  "home-hero",
  ...content["service-teasers"].teasers.map((teaser) => teaser.image),
  ...content.projects.projects.map((project) => project.image),
];

describe("subject artwork", () => {
  it("gives each case study, industry and service a picture of its own", () => {
    expect(subjects).toHaveLength(6 + 9 + 8);
    const owners = new Map<string, string>();
    for (const { subject, image } of subjects) {
      expect(
        owners.get(image),
        `${subject} shares "${image}" with ${owners.get(image)}`,
      ).toBeUndefined();
      owners.set(image, subject);
    }
    for (const image of otherPictures)
      expect(owners.has(image), `"${image}" is also a subject's picture`).toBe(false);
  });

  it("names pictures that exist in web/art/", () => {
    for (const { subject, image } of subjects)
      expect(artworkExists(image), `${subject}: ${image}`).toBe(true);
    expect(artworkExists("no-such-picture")).toBe(false);
  });

  it("refuses content that names a picture web/art/ does not have", () => {
    const [first, ...rest] = content["case-studies"];
    const broken = { ...content, "case-studies": [{ ...first!, image: "case-missing" }, ...rest] };
    const problems = checkReferences(broken, (collection, slug) => `${collection}/${slug ?? ""}`);
    expect(problems).toContainEqual({
      file: `case-studies/${first!.slug}`,
      field: "image",
      message: 'names the artwork "case-missing", which is not in web/art/',
    });
  });

  it("keeps no subject picture that nothing uses", () => {
    const used = new Set(subjects.map((s) => s.image));
    const files = readdirSync(join(import.meta.dirname, "../../../art")).filter((f) =>
      /^(case|industry|service)-.+\.svg$/.test(f),
    );
    for (const file of files) expect(used.has(file.slice(0, -".svg".length)), file).toBe(true);
  });
});
