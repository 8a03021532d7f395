import { expect, test } from "../support/fixtures";

const industrySlugs = [
  "communications",
  "retail",
  "education",
  "energy",
  "healthcare",
  "high-tech",
  "manufacturing",
  "public-services",
  "travel-logistics",
];

test("/industries states the 25 years and 55 countries, and links to every industry page", async ({
  page,
}) => {
  await page.goto("/industries");
  await expect(page.locator("main")).toContainText(
    /led innovation for over 25 years, across multiple industries and 55 countries/,
  );
  for (const slug of industrySlugs) {
    expect(await page.locator(`main a[href="/industries/${slug}"]`).count(), slug).toBeGreaterThan(
      0,
    );
  }
});

for (const slug of industrySlugs) {
  test(`/industries/${slug} has its challenges, approach, services and case studies`, async ({
    page,
  }) => {
    await page.goto(`/industries/${slug}`);
    await expect(page.locator("h1")).not.toBeEmpty();
    await expect(page.locator("main h1 + p")).not.toBeEmpty();
    expect(await page.locator("#challenges li").count()).toBeGreaterThanOrEqual(3);
    expect(await page.locator("#what-we-do li").count()).toBeGreaterThanOrEqual(3);

    const services = await page
      .locator("#services a")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(services.length).toBeGreaterThan(0);
    for (const href of services) expect(href).toMatch(/^\/services\/[a-z-]+$/);

    // Case studies are listed where one names this industry (tests/e2e/case-studies/cross-links),
    // each linking to its own page.
    const studies = await page
      .locator("#case-studies a")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    for (const href of studies) expect(href).toMatch(/^\/resources\/case-studies\/[a-z0-9-]+$/);
  });
}

test("industry pages link only to services and case studies that exist", async ({ request }) => {
  const targets = new Set<string>();
  for (const slug of industrySlugs) {
    const html = await (await request.get(`/industries/${slug}`)).text();
    for (const [, href] of html.matchAll(
      /href="(\/services\/[a-z-]+|\/resources\/case-studies\/[a-z0-9-]+)"/g,
    ))
      targets.add(href ?? "");
  }
  expect(targets.size).toBeGreaterThan(industrySlugs.length);
  for (const target of targets) {
    const [path, hash] = target.split("#");
    const response = await request.get(path ?? "");
    expect(response.status(), target).toBe(200);
    if (hash) expect(await response.text(), target).toContain(`id="${hash}"`);
  }
});

test("an unknown industry is a 404", async ({ page, consoleErrors }) => {
  consoleErrors.allow(/404/);
  consoleErrors.allow(/no-such-industry/);
  const response = await page.goto("/industries/no-such-industry");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(/not found/i);
});
