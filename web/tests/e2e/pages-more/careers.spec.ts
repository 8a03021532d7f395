import { expect, test } from "../support/fixtures";
import { jsonLdOf, ofType } from "./json-ld";

test.describe("/careers", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/careers");
  });

  test("shows values, benefits and 4 open positions with title, department, location, Full-time and experience", async ({ page }) => {
    expect(await page.locator("#values li h3").count()).toBeGreaterThanOrEqual(3);
    expect(await page.locator("#benefits li h3").count()).toBeGreaterThanOrEqual(3);
    const jobs = page.locator("#open-positions article");
    await expect(jobs).toHaveCount(4);
    for (const job of await jobs.all()) {
      await expect(job.getByRole("heading", { level: 3 })).not.toBeEmpty();
      const facts = await job.locator("dl > div").evaluateAll((rows) =>
        Object.fromEntries(rows.map((r) => [r.querySelector("dt")?.textContent, r.querySelector("dd")?.textContent])),
      );
      expect(Object.keys(facts)).toEqual(["Department", "Location", "Type", "Experience"]);
      expect(facts.Type).toBe("Full-time");
      expect(facts.Department).toBeTruthy();
      expect(facts.Location).toBeTruthy();
      expect(facts.Experience).toMatch(/\d\+? years/);
    }
  });

  test("every position has a way to apply: an email with the role in the subject, and the contact page", async ({ page }) => {
    for (const job of await page.locator("#open-positions article").all()) {
      const title = (await job.getByRole("heading", { level: 3 }).textContent()) ?? "";
      const apply = job.getByRole("link", { name: /^Apply by email/ });
      const href = (await apply.getAttribute("href")) ?? "";
      const mailto = new URL(href);
      expect(mailto.protocol).toBe("mailto:");
      expect(mailto.pathname).toMatch(/^careers@[a-z.-]+\.example$/);
      expect(mailto.searchParams.get("subject")).toContain(title);
      await expect(job.getByRole("link", { name: /Ask a question/ })).toHaveAttribute("href", "/contact");
    }
  });

  test("publishes a valid JobPosting JSON-LD for each position", async ({ page }) => {
    const postings = ofType(await jsonLdOf(page), "JobPosting");
    expect(postings).toHaveLength(4);
    const titles = await page.locator("#open-positions article h3").allTextContents();
    expect(postings.map((p) => p.title)).toEqual(titles);
    for (const posting of postings) {
      expect(posting["@context"]).toBe("https://schema.org");
      expect(typeof posting.description === "string" && posting.description.length > 40).toBe(true);
      expect(posting.datePosted).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(String(posting.datePosted)))).toBe(false);
      expect(posting.employmentType).toBe("FULL_TIME");
      const org = posting.hiringOrganization as Record<string, unknown>;
      expect(org["@type"]).toBe("Organization");
      expect(org.name).toBeTruthy();
      const place = posting.jobLocation as { "@type": string; address: Record<string, string> };
      expect(place["@type"]).toBe("Place");
      expect(place.address["@type"]).toBe("PostalAddress");
      expect(place.address.addressLocality).toBeTruthy();
      expect(place.address.addressCountry).toMatch(/^[A-Z]{2}$/);
      if (posting.jobLocationType === "TELECOMMUTE") expect(posting.applicantLocationRequirements).toBeTruthy();
      expect(() => new URL(String(posting.url))).not.toThrow();
    }
  });
});
