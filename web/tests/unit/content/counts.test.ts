import { describe, expect, it } from "vitest";
import { loadContent } from "../../../scripts/content/load.ts";

// The site's fixed counts, read from the content files the way the build reads them.
const content = loadContent();

describe("the fixed content counts", () => {
  it("8 services, each with 5 features, 4 process steps and 6 FAQs", () => {
    expect(content.services).toHaveLength(8);
    for (const service of content.services) {
      expect(service.features, service.slug).toHaveLength(5);
      expect(service.process, service.slug).toHaveLength(4);
      expect(service.faqs, service.slug).toHaveLength(6);
    }
  });

  it("9 core products and 2 brands", () => {
    expect(content.products.products).toHaveLength(9);
    expect(content.brands.brands).toHaveLength(2);
  });

  it("6 case studies and 4 open positions", () => {
    expect(content["case-studies"]).toHaveLength(6);
    expect(content.jobs.filter((job) => !job.closed)).toHaveLength(4);
  });

  it("3 testimonials on the home page", () => {
    expect(content.testimonials.filter((t) => t.featured)).toHaveLength(3);
  });

  it("4 core values, with a mission and a vision", () => {
    expect(content.values.values).toHaveLength(4);
    expect(content.values.mission.title).toBe("Our mission");
    expect(content.values.vision.title).toBe("Our vision");
  });

  it("10 industry cards, Retail and Consumer Goods both leading to /industries/retail", () => {
    const cards = content["industry-cards"].cards;
    expect(cards).toHaveLength(10);
    expect(
      cards
        .filter((card) => card.link === "/industries/retail")
        .map((card) => card.title)
        .sort(),
    ).toEqual(["Consumer Goods and Distribution", "Retail"]);
  });

  it("9 industry pages", () => {
    expect(content.industries).toHaveLength(9);
  });

  it("a timeline from 2019 to 2024, one milestone a year", () => {
    expect(content.timeline.milestones.map((m) => m.year)).toEqual([
      "2019",
      "2020",
      "2021",
      "2022",
      "2023",
      "2024",
    ]);
  });

  it("4 home-page service teasers and the hero's four claims", () => {
    expect(content["service-teasers"].teasers).toHaveLength(4);
    expect(content["pages/home"].hero.claims).toEqual([
      "projects",
      "enterpriseClients",
      "aiProductsHome",
      "yearsLeadership",
    ]);
    expect(content["pages/home"].hero.trustedBy).toBe("Trusted by 50+ Global Enterprises");
  });

  it("the two legal documents", () => {
    expect(content.legal.map((doc) => doc.slug)).toEqual(["privacy", "terms"]);
  });
});
