import { describe, expect, it } from "vitest";
import {
  caseStudies,
  caseStudiesForIndustry,
  caseStudiesForService,
  nextCaseStudies,
} from "~/content/case-studies";
import { findIndustry, industryPages } from "~/content/industries";
import { findService, services } from "~/content/services";
import { filterOptions, filterPath, filterPaths, matchesFilter } from "~/lib/case-study-filters";

describe("case studies", () => {
  it("name industries and services that exist, with 2–4 short outcome figures", () => {
    for (const study of caseStudies) {
      expect(
        findIndustry(study.industry),
        `${study.slug}: industry ${study.industry}`,
      ).toBeDefined();
      for (const slug of study.services)
        expect(findService(slug), `${study.slug}: service ${slug}`).toBeDefined();
      expect(study.outcomes.length).toBeGreaterThanOrEqual(2);
      expect(study.outcomes.length).toBeLessThanOrEqual(4);
      for (const outcome of study.outcomes)
        expect(outcome.value.length, outcome.value).toBeLessThanOrEqual(12);
    }
  });

  it("are published by today and tell the story at length", () => {
    for (const study of caseStudies) {
      expect(study.datePublished <= "2026-11-23", study.slug).toBe(true);
      expect(study.words, study.slug).toBeGreaterThanOrEqual(350);
      expect(study.words, study.slug).toBeLessThanOrEqual(550);
      expect(study.html, study.slug).not.toMatch(/<h1/);
    }
  });

  it("are found by industry and by service", () => {
    expect(caseStudiesForIndustry("healthcare").map((s) => s.slug)).toEqual([
      "aarogya-patient-flow",
    ]);
    expect(caseStudiesForService("cloud").map((s) => s.slug)).toEqual(
      caseStudies.filter((s) => s.services.includes("cloud")).map((s) => s.slug),
    );
  });
});

describe("case study filters", () => {
  const studies = [
    { industry: "retail", services: ["cloud", "data-analytics"] },
    { industry: "energy", services: ["cloud"] },
  ];

  it("offer only industries and services with at least one study, in their own order, with counts", () => {
    const industries = filterOptions("industry", studies, [
      { slug: "energy", title: "Energy" },
      { slug: "health", title: "Health" },
      { slug: "retail", title: "Retail" },
    ]);
    expect(industries).toEqual([
      {
        kind: "industry",
        slug: "energy",
        name: "Energy",
        count: 1,
        path: "/resources/case-studies/industry/energy",
      },
      {
        kind: "industry",
        slug: "retail",
        name: "Retail",
        count: 1,
        path: "/resources/case-studies/industry/retail",
      },
    ]);
    expect(
      filterOptions("service", studies, [{ slug: "cloud", title: "Cloud" }]).map((o) => o.count),
    ).toEqual([2]);
  });

  it("match a study by its industry or one of its services", () => {
    expect(matchesFilter(studies[0]!, null)).toBe(true);
    expect(matchesFilter(studies[0]!, { kind: "service", slug: "data-analytics" })).toBe(true);
    expect(matchesFilter(studies[1]!, { kind: "service", slug: "data-analytics" })).toBe(false);
    expect(matchesFilter(studies[1]!, { kind: "industry", slug: "energy" })).toBe(true);
  });

  it("pre-render one page per filter that has studies", () => {
    expect(filterPaths(studies)).toEqual([
      filterPath("industry", "retail"),
      filterPath("industry", "energy"),
      filterPath("service", "cloud"),
      filterPath("service", "data-analytics"),
    ]);
    const real = filterPaths(caseStudies);
    expect(real.filter((p) => p.includes("/industry/"))).toHaveLength(
      new Set(caseStudies.map((s) => s.industry)).size,
    );
    for (const path of real) {
      const slug = path.split("/").at(-1)!;
      expect(
        path.includes("/industry/")
          ? industryPages.some((i) => i.slug === slug)
          : services.some((s) => s.slug === slug),
        path,
      ).toBe(true);
    }
  });
});

describe("the studies a case study ends with", () => {
  it("are three others, those sharing its industry or a service before the rest", () => {
    for (const study of caseStudies) {
      const next = nextCaseStudies(study);
      expect(next).toHaveLength(Math.min(3, caseStudies.length - 1));
      expect(next.map((s) => s.slug)).not.toContain(study.slug);
      const related = (other: (typeof caseStudies)[number]) =>
        other.industry === study.industry || other.services.some((s) => study.services.includes(s));
      const firstUnrelated = next.findIndex((other) => !related(other));
      if (firstUnrelated >= 0)
        expect(next.slice(firstUnrelated).every((other) => !related(other))).toBe(true);
      const relatedCount = caseStudies.filter((o) => o.slug !== study.slug && related(o)).length;
      expect(next.filter(related)).toHaveLength(Math.min(3, relatedCount));
    }
  });
});
