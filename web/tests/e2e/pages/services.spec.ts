import { jsonLdOf } from "../support/json-ld";
import { breadcrumbItems } from "../support/breadcrumbs";
import { expect, test } from "../support/fixtures";

const slugs = [
  "design",
  "development",
  "devops",
  "data-analytics",
  "cloud",
  "qa-testing",
  "maintenance",
  "consulting",
];

test.beforeEach(async ({ page }) => {
  await page.goto("/services");
});

test("8 service cards, each reaching /services/<slug> (the relative 'design' link included)", async ({
  page,
  request,
}) => {
  const cards = page.locator("#all-services article");
  await expect(cards).toHaveCount(8);
  const hrefs = await cards
    .getByRole("link", { name: /^Explore / })
    .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
  expect(hrefs).toEqual(slugs.map((s) => `/services/${s}`));
  // The pre-rendered HTML already carries the resolved href, so it works before hydration.
  const html = await (await request.get("/services")).text();
  for (const slug of slugs) expect(html).toContain(`href="/services/${slug}"`);
});

test("the design card opens the design page", async ({ page }) => {
  await page.getByRole("link", { name: "Explore Digital Experience Design" }).click();
  await expect(page).toHaveURL(/\/services\/design$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Digital Experience Design");
});

test("hero stats and calls to action", async ({ page }) => {
  const stats = await page
    .locator("main dl")
    .first()
    .evaluateAll((dls) => dls[0]?.textContent ?? "");
  for (const figure of ["500+", "98%", "24/7", "$50M+"]) expect(stats).toContain(figure);
  await expect(
    page.getByRole("main").getByRole("link", { name: "Contact Us", exact: true }),
  ).toHaveAttribute("href", "/contact");
  await expect(
    page.getByRole("main").getByRole("link", { name: "View Success Stories" }),
  ).toHaveAttribute("href", "/resources/case-studies");
  // The closing "Talk to an Expert" band went on purpose: it sat right above the footer's own call to action.
  await expect(page.getByRole("link", { name: "Talk to an Expert" })).toHaveCount(0);
});

test("JSON-LD: BreadcrumbList Home › Services", async ({ page }) => {
  const items = breadcrumbItems(await jsonLdOf(page));
  expect(items.map((i) => i.name)).toEqual(["Home", "Services"]);
  expect(items[1]?.item).toMatch(/\/services$/);
});
