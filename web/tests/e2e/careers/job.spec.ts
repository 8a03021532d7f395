import { breadcrumbItems } from "../support/breadcrumbs";
import { jsonLdOf, ofType } from "../support/json-ld";
import { expect, test } from "../support/fixtures";
import { visit } from "../support/visit";
import { jobCopy, jobPath, jobs } from "./jobs";

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

test("the spec's four open positions each have a page", () => {
  expect(jobs).toHaveLength(4);
});

for (const job of jobs) {
  const path = jobPath(job.slug);

  test(`${path} shows the whole role and how to apply`, async ({ page }) => {
    const response = await visit(page, path);
    expect(response?.status()).toBe(200);
    const main = page.getByRole("main");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(job.title);

    // Facts: location and work arrangement among them.
    const facts = await page
      .locator("#job-facts > div")
      .evaluateAll((rows) =>
        Object.fromEntries(
          rows.map((r) => [r.querySelector("dt")?.textContent, r.querySelector("dd")?.textContent]),
        ),
      );
    expect(facts).toMatchObject({
      [jobCopy.facts.department]: job.department,
      [jobCopy.facts.location]: job.location,
      [jobCopy.facts.workArrangement]: job.workArrangement,
      [jobCopy.facts.type]: job.type,
      [jobCopy.facts.experience]: `${job.minYearsExperience}+ years`,
    });

    // The role, responsibilities, requirements, nice to have.
    await expect(
      page.getByRole("region", { name: jobCopy.role }).locator("p").first(),
    ).toBeVisible();
    await expect(
      page.getByRole("region", { name: jobCopy.responsibilities }).getByRole("listitem"),
    ).toHaveText(job.responsibilities);
    const requirements = page.getByRole("region", { name: jobCopy.requirements });
    await expect(requirements.getByRole("list").first().getByRole("listitem")).toHaveText(
      job.requirements,
    );
    await expect(requirements.getByRole("heading", { name: jobCopy.niceToHave })).toBeVisible();
    await expect(page.locator("#nice-to-have li")).toHaveText(job.niceToHave ?? []);

    // Salary range in rupees a year, location and arrangement.
    const salary = page.getByRole("region", { name: jobCopy.salary.title });
    const range = new RegExp(
      `₹${job.salary.min.toLocaleString("en-IN")}\\s+–\\s+₹${job.salary.max.toLocaleString("en-IN")}\\s+${jobCopy.salary.perYear}`,
    );
    await expect(salary.locator("dd").first()).toHaveText(range);
    await expect(salary).toContainText(job.workArrangement);

    // What we offer (shared) and how hiring works (stages with timing).
    expect(
      await page.getByRole("region", { name: jobCopy.offer.title }).locator("li h3").count(),
    ).toBeGreaterThanOrEqual(3);
    const stages = page.getByRole("region", { name: jobCopy.hiring.title }).getByRole("listitem");
    await expect(stages).toHaveCount(jobCopy.hiring.stages.length);
    for (const [index, stage] of jobCopy.hiring.stages.entries()) {
      await expect(stages.nth(index).getByRole("heading")).toHaveText(stage.title);
      await expect(stages.nth(index)).toContainText(stage.timing);
    }

    // Apply: a self-contained section with the application form, and e-mail (the role in the
    // subject) and a question to hiring (the role's own question page) as the alternatives.
    const apply = page.locator("section#apply");
    await expect(apply.getByRole("heading", { level: 2 })).toHaveText(jobCopy.apply.title);
    await expect(apply.locator("form#application-form")).toBeVisible();
    await expect(apply).toContainText(jobCopy.apply.email);
    const mailto = new URL((await apply.locator('a[href^="mailto:"]').getAttribute("href")) ?? "");
    expect(mailto.protocol).toBe("mailto:");
    expect(mailto.pathname).toMatch(/^careers@[a-z.-]+\.example$/);
    expect(mailto.searchParams.get("subject")).toContain(job.title);
    await expect(
      apply.getByRole("link", { name: new RegExp(jobCopy.apply.question) }),
    ).toHaveAttribute("href", `${path}/question`);
    await main.getByRole("link", { name: jobCopy.apply.title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}#apply$`));
    await expect(apply.getByRole("heading", { level: 2 })).toBeInViewport();
  });

  test(`${path} publishes JobPosting JSON-LD with every required and recommended property`, async ({
    page,
  }) => {
    await page.goto(path);
    const data = await jsonLdOf(page);
    const postings = ofType(data, "JobPosting");
    expect(postings).toHaveLength(1);
    const posting = postings[0]!;
    const canonical = (await page.locator('link[rel="canonical"]').getAttribute("href")) ?? "";
    expect(new URL(canonical).pathname).toBe(path);
    expect(posting).toMatchObject({
      "@context": "https://schema.org",
      title: job.title,
      datePosted: job.datePosted,
      employmentType: "FULL_TIME",
      directApply: true,
      url: canonical,
      identifier: { "@type": "PropertyValue", value: job.slug },
      baseSalary: {
        "@type": "MonetaryAmount",
        currency: "INR",
        value: {
          "@type": "QuantitativeValue",
          minValue: job.salary.min,
          maxValue: job.salary.max,
          unitText: "YEAR",
        },
      },
    });
    // The description is the full role in HTML: body, responsibilities and requirements.
    const description = String(posting.description);
    expect(description).toMatch(/^<p>/);
    expect(description).toContain(`<h2>${jobCopy.responsibilities}</h2>`);
    expect(description).toContain(`<h2>${jobCopy.requirements}</h2>`);
    expect(description).toContain("<li>");
    expect(Date.parse(String(posting.validThrough))).toBeGreaterThan(
      Date.parse(String(posting.datePosted)),
    );
    const org = posting.hiringOrganization as Record<string, string>;
    expect(org["@type"]).toBe("Organization");
    expect(org.name).toBeTruthy();
    expect(org.sameAs).toMatch(/^https?:\/\//);
    expect(org.logo).toMatch(/^https?:\/\/.+\.png$/);
    expect((posting.identifier as Record<string, string>).name).toBe(org.name);
    const place = posting.jobLocation as { "@type": string; address: Record<string, string> };
    expect(place["@type"]).toBe("Place");
    expect(place.address["@type"]).toBe("PostalAddress");
    expect(place.address.addressLocality).toBeTruthy();
    expect(place.address.addressCountry).toMatch(/^[A-Z]{2}$/);
    if (job.workArrangement === "Remote") {
      expect(posting.jobLocationType).toBe("TELECOMMUTE");
      expect(posting.applicantLocationRequirements).toEqual({
        "@type": "Country",
        name: job.applicantCountry ?? "IN",
      });
    } else {
      expect(posting.jobLocationType).toBeUndefined();
    }
    expect(posting.experienceRequirements).toBeTruthy();

    const crumbs = breadcrumbItems(data);
    expect(crumbs.map((c) => c.name)).toEqual(["Home", jobCopy.breadcrumb, job.title]);
    await expect(
      page
        .getByRole("navigation", { name: "Breadcrumb" })
        .getByRole("link", { name: jobCopy.breadcrumb }),
    ).toHaveAttribute("href", "/careers");
  });
}

test("/careers links each card to its position's page, and keeps the e-mail alternative", async ({
  page,
}) => {
  await visit(page, "/careers");
  const cards = page.locator("#open-positions article");
  await expect(cards).toHaveCount(jobs.length);
  const titles = await cards.getByRole("heading", { level: 3 }).allTextContents();
  expect([...titles].sort()).toEqual(jobs.map((j) => j.title).sort());
  for (const card of await cards.all()) {
    const title = (await card.getByRole("heading", { level: 3 }).textContent()) ?? "";
    const job = jobs.find((j) => j.title === title)!;
    await expect(
      card.getByRole("link", {
        name: new RegExp(`^${escapeRegExp(jobCopy.cardLink)}\\s*:\\s*${escapeRegExp(title)}$`),
      }),
    ).toHaveAttribute("href", jobPath(job.slug));
    await expect(card.getByRole("link", { name: /^Apply by Email/ })).toHaveAttribute(
      "href",
      /^mailto:/,
    );
  }
  await cards.first().getByRole("heading", { level: 3 }).getByRole("link").click();
  await expect(page).toHaveURL(/\/careers\/[a-z0-9-]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(titles[0]!);
});

test("the sitemap lists exactly the open positions' pages", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((m) => new URL(m[1]!).pathname)
    .filter((p) => p.startsWith("/careers/"));
  expect(listed.sort()).toEqual(jobs.map((j) => jobPath(j.slug)).sort());
});

test("an unknown or closed position answers 404 with the not-found page", async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(/status of 404/);
  consoleErrors.allow(/no-such-role/);
  const response = await page.goto("/careers/no-such-role");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
});
