import { describe, expect, it } from "vitest";
import { jobOpenings, jobPage } from "~/content/jobs";
import { newsPosts } from "~/content/news";
import { formatSalaryRange } from "~/lib/format";
import { jobDescriptionHtml, jobPostingJsonLd, newsArticleJsonLd } from "~/lib/jsonld";
import { site } from "~/site";

const [hybrid] = jobOpenings.filter((j) => j.workArrangement !== "Remote");
const [remote] = jobOpenings.filter((j) => j.workArrangement === "Remote");

const posting = (job: typeof hybrid) =>
  jobPostingJsonLd(job!, {
    path: `/careers/${job!.slug}`,
    description: jobDescriptionHtml(job!, jobPage),
  }) as Record<string, any>;

describe("jobPostingJsonLd", () => {
  it("carries every property Google requires and recommends", () => {
    const data = posting(hybrid);
    for (const key of [
      "title",
      "description",
      "datePosted",
      "validThrough",
      "hiringOrganization",
      "jobLocation",
      "employmentType",
      "baseSalary",
      "identifier",
      "directApply",
      "experienceRequirements",
      "url",
    ]) {
      expect(data, key).toHaveProperty(key);
    }
    expect(data["@type"]).toBe("JobPosting");
    expect(data.employmentType).toBe("FULL_TIME");
    expect(data.url).toBe(`${site.url}/careers/${hybrid!.slug}`);
    expect(data.hiringOrganization).toMatchObject({
      "@type": "Organization",
      name: site.name,
      sameAs: `${site.url}/`,
    });
    expect(data.hiringOrganization.logo).toMatch(/^https:\/\/.+\.png$/);
    expect(data.jobLocation).toMatchObject({
      "@type": "Place",
      address: { "@type": "PostalAddress", addressLocality: "Bengaluru", addressCountry: "IN" },
    });
    expect(data.jobLocationType).toBeUndefined();
    expect(data.identifier).toEqual({
      "@type": "PropertyValue",
      name: site.name,
      value: hybrid!.slug,
    });
    expect(data.directApply).toBe(true);
    expect(data.experienceRequirements).toEqual({
      "@type": "OccupationalExperienceRequirements",
      monthsOfExperience: hybrid!.minYearsExperience * 12,
    });
  });

  it("states the salary as a MonetaryAmount with a yearly range", () => {
    expect(posting(hybrid).baseSalary).toEqual({
      "@type": "MonetaryAmount",
      currency: "INR",
      value: {
        "@type": "QuantitativeValue",
        minValue: hybrid!.salary.min,
        maxValue: hybrid!.salary.max,
        unitText: "YEAR",
      },
    });
  });

  it("has dates in ISO 8601, valid through after posted", () => {
    const data = posting(hybrid);
    expect(data.datePosted).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Date.parse(data.validThrough)).toBeGreaterThan(Date.parse(data.datePosted));
  });

  it("describes the role in full HTML: body, responsibilities, requirements, nice to have", () => {
    const { description } = posting(hybrid);
    expect(description).toContain(hybrid!.html.trim().slice(0, 40));
    expect(description).toContain(`<h2>${jobPage.responsibilities}</h2><ul><li>`);
    expect(description).toContain(`<h2>${jobPage.requirements}</h2>`);
    for (const item of hybrid!.responsibilities)
      expect(description).toContain(item.replaceAll("&", "&amp;"));
  });

  it("marks a remote role TELECOMMUTE with the country applicants must live in", () => {
    const data = posting(remote);
    expect(data.jobLocationType).toBe("TELECOMMUTE");
    expect(data.applicantLocationRequirements).toEqual({ "@type": "Country", name: "IN" });
  });

  it("formats salaries in Indian digit grouping", () => {
    expect(formatSalaryRange({ currency: "INR", min: 1800000, max: 3000000 })).toBe(
      "₹18,00,000 – ₹30,00,000",
    );
  });
});

describe("newsArticleJsonLd", () => {
  const post = newsPosts[0]!;
  const data = newsArticleJsonLd(post, {
    path: `/whats-new/${post.slug}`,
    image: `/og/news/${post.slug}.png`,
    authorIsPerson: true,
  }) as Record<string, any>;

  it("names the headline, dates, section, image and the page it is the main entity of", () => {
    expect(data).toMatchObject({
      "@type": "NewsArticle",
      headline: post.title,
      datePublished: post.date,
      dateModified: post.date,
      articleSection: post.category,
      image: [`${site.url}/og/news/${post.slug}.png`],
      mainEntityOfPage: { "@type": "WebPage", "@id": `${site.url}/whats-new/${post.slug}` },
    });
  });

  it("credits a person or the newsroom, published by the company with its logo", () => {
    expect(data.author).toMatchObject({ "@type": "Person", name: post.author });
    const newsroom = newsArticleJsonLd(post, {
      path: "/x",
      image: "/x.png",
      authorIsPerson: false,
    }) as Record<string, any>;
    expect(newsroom.author["@type"]).toBe("Organization");
    expect(data.publisher).toMatchObject({
      "@type": "Organization",
      name: site.name,
      logo: { "@type": "ImageObject" },
    });
  });
});

describe("job content", () => {
  it("each position is recently posted, open for about three months and fully described", () => {
    for (const job of jobOpenings) {
      expect(job.datePosted >= "2026-09-23" && job.datePosted <= "2026-11-23", job.slug).toBe(true);
      expect(job.validThrough >= "2027-02-01" && job.validThrough <= "2027-03-31", job.slug).toBe(
        true,
      );
      expect(job.words, job.slug).toBeGreaterThanOrEqual(150);
      expect(job.words, job.slug).toBeLessThanOrEqual(300);
      expect(job.niceToHave?.length, job.slug).toBeGreaterThan(0);
      expect(job.salary.currency).toBe("INR");
    }
  });
});
