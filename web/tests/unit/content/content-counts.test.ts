import { describe, expect, it } from "vitest";
import { brands } from "~/content/brands";
import { caseStudies } from "~/content/case-studies";
import { industryPages } from "~/content/industries";
import { jobOpenings } from "~/content/jobs";
import { newsPosts } from "~/content/news";
import { products } from "~/content/products";
import { projects } from "~/content/projects";
import { services } from "~/content/services";
import { testimonials, allTestimonials } from "~/content/testimonials";
import { icons } from "~/components/ui/Icon";

// The fixed content counts, and the integrity of the links between content modules.
describe("content counts", () => {
  it("has 9 core products, 2 brands, 6 case studies, 4 open positions, 3 home testimonials", () => {
    expect(products).toHaveLength(9);
    expect(brands).toHaveLength(2);
    expect(caseStudies).toHaveLength(6);
    expect(jobOpenings).toHaveLength(4);
    expect(testimonials).toHaveLength(3);
  });

  it("has the nine industry pages the industries grid links to", () => {
    expect(industryPages.map((i) => i.slug).sort()).toEqual([
      "communications",
      "education",
      "energy",
      "healthcare",
      "high-tech",
      "manufacturing",
      "public-services",
      "retail",
      "travel-logistics",
    ]);
  });
});

describe("content integrity", () => {
  const serviceSlugs = services.map((s) => s.slug);
  const caseSlugs = new Set(caseStudies.map((c) => c.slug));

  it("every industry page has content and links only to existing services and case studies", () => {
    for (const page of industryPages) {
      expect(page.summary, page.slug).not.toBe("");
      expect(page.challenges.length, page.slug).toBeGreaterThanOrEqual(3);
      expect(page.approach.length, page.slug).toBeGreaterThanOrEqual(3);
      expect(page.serviceSlugs.length, page.slug).toBeGreaterThan(0);
      expect(page.caseStudySlugs.length, page.slug).toBeGreaterThan(0);
      for (const s of page.serviceSlugs) expect(serviceSlugs).toContain(s);
      for (const c of page.caseStudySlugs) expect(caseSlugs.has(c), c).toBe(true);
    }
  });

  it("every case study has every field filled", () => {
    for (const c of caseStudies) {
      for (const key of [
        "title",
        "client",
        "industry",
        "duration",
        "challenge",
        "solution",
        "image",
      ] as const) {
        expect(c[key], `${c.slug}.${key}`).not.toBe("");
      }
      expect(c.results.length).toBeGreaterThan(0);
      expect(c.technologies.length).toBeGreaterThan(0);
    }
  });

  it("products name known icons and link to an https site or '#'", () => {
    for (const p of products) {
      expect(Object.keys(icons), p.name).toContain(p.icon);
      expect(p.link === "#" || p.link.startsWith("https://"), p.name).toBe(true);
    }
  });

  it("positions are full-time with an ISO posting date", () => {
    for (const job of jobOpenings) {
      expect(job.type).toBe("Full-time");
      expect(job.datePosted).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it("news posts are newest first with unique slugs", () => {
    const dates = newsPosts.map((p) => p.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set(newsPosts.map((p) => p.slug)).size).toBe(newsPosts.length);
  });

  it("testimonials are rated 5 and project services are known", () => {
    for (const t of allTestimonials) expect(t.rating).toBe(5);
    for (const p of projects) for (const s of p.services) expect(serviceSlugs).toContain(s);
  });
});
