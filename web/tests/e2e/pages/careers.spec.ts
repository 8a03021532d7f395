import { expect, test } from "../support/fixtures";
import { jsonLdOf, ofType } from "../support/json-ld";

test.describe("/careers", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/careers");
  });

  test("shows values, benefits and 4 open positions with title, department, location, Full-time and experience", async ({
    page,
  }) => {
    expect(await page.locator("#values li h3").count()).toBeGreaterThanOrEqual(3);
    expect(await page.locator("#benefits li h3").count()).toBeGreaterThanOrEqual(3);
    const jobs = page.locator("#open-positions article");
    await expect(jobs).toHaveCount(4);
    for (const job of await jobs.all()) {
      await expect(job.getByRole("heading", { level: 3 })).not.toBeEmpty();
      const facts = await job
        .locator("dl > div")
        .evaluateAll((rows) =>
          Object.fromEntries(
            rows.map((r) => [
              r.querySelector("dt")?.textContent,
              r.querySelector("dd")?.textContent,
            ]),
          ),
        );
      expect(Object.keys(facts)).toEqual(["Department", "Location", "Type", "Experience"]);
      expect(facts.Type).toBe("Full-time");
      expect(facts.Department).toBeTruthy();
      expect(facts.Location).toBeTruthy();
      expect(facts.Experience).toMatch(/\d\+? years/);
    }
  });

  test("every position has a way to apply: an email with the role in the subject, and the contact page", async ({
    page,
  }) => {
    for (const job of await page.locator("#open-positions article").all()) {
      const title = (await job.getByRole("heading", { level: 3 }).textContent()) ?? "";
      const apply = job.getByRole("link", { name: /^Apply by Email/ });
      const href = (await apply.getAttribute("href")) ?? "";
      const mailto = new URL(href);
      expect(mailto.protocol).toBe("mailto:");
      expect(mailto.pathname).toMatch(/^careers@[a-z.-]+\.example$/);
      expect(mailto.searchParams.get("subject")).toContain(title);
      await expect(job.getByRole("link", { name: /Ask a Question/ })).toHaveAttribute(
        "href",
        "/contact",
      );
    }
  });

  // JobPosting data moved to each position's own page (/careers/<slug>), where search engines
  // expect it: see tests/e2e/careers/. The list links every card to that page.
  test("links each position to its own page and carries no JobPosting itself", async ({ page }) => {
    expect(ofType(await jsonLdOf(page), "JobPosting")).toHaveLength(0);
    for (const job of await page.locator("#open-positions article").all()) {
      const heading = job.getByRole("heading", { level: 3 });
      const href = await heading.getByRole("link").getAttribute("href");
      expect(href).toMatch(/^\/careers\/[a-z0-9-]+$/);
      const title = ((await heading.textContent()) ?? "").replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      await expect(
        job.getByRole("link", { name: new RegExp(`:\\s*${title}$`) }).first(),
      ).toHaveAttribute("href", href!);
    }
  });
});
