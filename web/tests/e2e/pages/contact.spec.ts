import { jsonLdOf } from "../support/json-ld";
import { breadcrumbItems } from "../support/breadcrumbs";
import { expect, test } from "../support/fixtures";
import { mobileViewport } from "../support/viewports";
import { content } from "../support/content";

test.beforeEach(async ({ page }) => {
  await page.goto("/contact");
});

test("contact cards with email, phone, office and hours", async ({ page }) => {
  const cards = page.locator("main ul").first().locator(":scope > li");
  await expect(cards).toHaveCount(4);
  await expect(
    page.getByRole("link", { name: "hello@kaveri-digital.example" }).first(),
  ).toHaveAttribute("href", "mailto:hello@kaveri-digital.example");
  await expect(page.getByRole("link", { name: /^\+91/ }).first()).toHaveAttribute(
    "href",
    /^tel:\+91/,
  );
  await expect(page.getByRole("link", { name: /Open on OpenStreetMap/ })).toHaveAttribute(
    "target",
    "_blank",
  );
});

test("states the response under 24 hours, the 30-minute call and the hours Mon-Fri 9AM-6PM EST", async ({
  page,
}) => {
  const main = page.locator("main");
  await expect(main).toContainText("under 24 hours");
  await expect(main).toContainText("30-minute call");
  await expect(main).toContainText("Mon-Fri 9AM-6PM EST");
});

test("has the enquiry form, posting to /api/enquiries", async ({ page }) => {
  const form = page.locator("form[action='/api/enquiries']");
  await expect(form).toHaveAttribute("method", "post");
  for (const name of [
    "firstName",
    "lastName",
    "email",
    "company",
    "projectType",
    "budget",
    "message",
  ]) {
    await expect(form.locator(`[name=${name}]`)).toHaveCount(1);
  }
});

test("JSON-LD: BreadcrumbList", async ({ page }) => {
  expect(breadcrumbItems(await jsonLdOf(page)).map((i) => i.name)).toEqual(["Home", "Contact Us"]);
});

test.describe("on a phone", () => {
  test.use({ viewport: mobileViewport });

  test("the enquiry form comes first: above the contact cards and within the first 1.2 screens", async ({
    page,
  }) => {
    const copy = content["pages/contact"];
    const form = page.getByRole("region", { name: copy.form.title });
    const firstCard = page.getByRole("heading", { name: copy.cards[0]!.title });
    const formTop = (await form.boundingBox())!.y;
    expect(formTop).toBeLessThan((await firstCard.boundingBox())!.y);
    expect(formTop).toBeLessThan(mobileViewport.height * 1.2);
    // The form's fields start on the first screen or just below it, not screens away.
    const firstField = page.locator("form[action='/api/enquiries'] [name=firstName]");
    expect((await firstField.boundingBox())!.y).toBeLessThan(mobileViewport.height * 1.2);
  });
});
