import { describe, expect, it } from "vitest";
import { loadContent } from "../../../scripts/content/load.ts";
import {
  checkReferences,
  collectionRoutes,
  makePathChecker,
} from "../../../scripts/content/references.ts";

// Every cross-reference between collections resolves, and every site path in the content is a
// page the build renders (the loader refuses the content otherwise; these say so explicitly).
const content = loadContent();
const slugs = (entries: readonly { slug: string }[]) => new Set(entries.map((entry) => entry.slug));
const services = slugs(content.services);
const industries = slugs(content.industries);
const caseStudies = slugs(content["case-studies"]);

describe("cross-references", () => {
  it("each case study names an industry page and services that exist", () => {
    for (const study of content["case-studies"]) {
      expect(industries.has(study.industry), `${study.slug}: ${study.industry}`).toBe(true);
      for (const service of study.services)
        expect(services.has(service), `${study.slug}: ${service}`).toBe(true);
    }
  });

  it("each industry page lists services and case studies that exist", () => {
    for (const industry of content.industries) {
      for (const service of industry.serviceSlugs)
        expect(services.has(service), `${industry.slug}: ${service}`).toBe(true);
      for (const study of industry.caseStudySlugs)
        expect(caseStudies.has(study), `${industry.slug}: ${study}`).toBe(true);
    }
  });

  it("each project names services that exist", () => {
    for (const project of content.projects.projects) {
      for (const service of project.services)
        expect(services.has(service), `${project.slug}: ${service}`).toBe(true);
    }
  });

  it("the home hero's screens name products, and each case study's and testimonial's client has a wordmark; anything else is refused", () => {
    const fileOf = (collection: string, slug?: string) => `${collection}/${slug ?? ""}`;
    expect(
      checkReferences(content, fileOf).filter((problem) =>
        /is not in (products|clients)/.test(problem.message),
      ),
    ).toEqual([]);
    const home = content["pages/home"];
    const [study, ...rest] = content["case-studies"];
    const [voice, ...otherVoices] = content.testimonials;
    const broken = {
      ...content,
      "pages/home": {
        ...home,
        hero: { ...home.hero, screens: ["Kaveri Calendar", "No Such Product"] },
      },
      "case-studies": [{ ...study!, client: "Nobody Ltd" }, ...rest],
      testimonials: [{ ...voice!, client: "Suraksha Insurance" }, ...otherVoices],
    };
    const problems = checkReferences(broken, fileOf);
    expect(problems).toContainEqual({
      file: "pages/home/",
      field: "hero.screens[1]",
      message: '"No Such Product" is not in products (products)',
    });
    expect(problems).toContainEqual({
      file: `case-studies/${study!.slug}`,
      field: "client",
      message: '"Nobody Ltd" is not in clients (logos)',
    });
    expect(problems).toContainEqual({
      file: `testimonials/${voice!.slug}`,
      field: "client",
      message: '"Suraksha Insurance" is not in clients (logos)',
    });
  });

  it("services and industry pages fill their routes", () => {
    expect(collectionRoutes["services/:slug"]).toBe("services");
    expect(collectionRoutes["industries/:slug"]).toBe("industries");
  });

  it("every site path in the content is a page the site has", () => {
    const isPage = makePathChecker(content);
    const paths = [
      ...content["industry-cards"].cards.map((card) => card.link),
      ...content["service-teasers"].teasers.map((teaser) => teaser.href),
      ...content.navigation.groups.flatMap((group) => group.items.map((item) => item.href)),
      ...content.navigation.footerColumns.flatMap((column) =>
        column.links.map((link) => link.href),
      ),
      ...content["pages/resources"].collections.map((link) => link.href),
      ...content.services.map((service) => `/services/${service.slug}`),
      ...content.industries.map((industry) => `/industries/${industry.slug}`),
    ];
    for (const path of paths) expect(isPage(path), path).toBe(true);
    expect(isPage("/services/hosting")).toBe(false);
    expect(isPage("/industries/shops")).toBe(false);
  });
});
