import { jsonLdOf, ofType } from "../support/json-ld";
import { breadcrumbItems } from "../support/breadcrumbs";
import { expect, test } from "../support/fixtures";
import { visit } from "../support/visit";

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

for (const slug of slugs) {
  test(`/services/${slug}: icon, title, 5 features, overview, 4 steps, 6 FAQs, contact link; valid JSON-LD`, async ({
    page,
  }) => {
    await page.goto(`/services/${slug}`);
    await expect(page.getByRole("heading", { level: 1 })).not.toBeEmpty();
    await expect(
      page.locator("section[aria-labelledby=service-title] .icon").first(),
    ).toBeAttached();
    const slides = page.locator("[aria-roledescription=slide]");
    await expect(slides).toHaveCount(5);
    expect(
      await slides.evaluateAll((els) => els.map((el) => el.getAttribute("aria-label"))),
    ).toEqual(["1 of 5", "2 of 5", "3 of 5", "4 of 5", "5 of 5"]);
    expect(await page.locator("#overview p").count()).toBeGreaterThanOrEqual(2);
    await expect(page.locator("#process ol > li")).toHaveCount(4);
    await expect(page.locator("#faq details")).toHaveCount(6);
    await expect(
      page.getByRole("main").getByRole("link", { name: "Contact Us", exact: true }).last(),
    ).toHaveAttribute("href", "/contact");

    const data = await jsonLdOf(page);
    const [service] = ofType(data, "Service");
    const title = await page.getByRole("heading", { level: 1 }).textContent();
    expect(service).toMatchObject({
      "@context": "https://schema.org",
      name: title,
      provider: { "@type": "Organization" },
    });
    const [faq] = ofType(data, "FAQPage");
    const questions = faq?.mainEntity as {
      "@type": string;
      name: string;
      acceptedAnswer: { "@type": string; text: string };
    }[];
    expect(questions).toHaveLength(6);
    for (const q of questions) {
      expect(q["@type"]).toBe("Question");
      expect(q.name.length).toBeGreaterThan(5);
      expect(q.acceptedAnswer["@type"]).toBe("Answer");
      expect(q.acceptedAnswer.text.length).toBeGreaterThan(10);
    }
    expect(breadcrumbItems(data).map((i) => i.name)).toEqual(["Home", "Services", title]);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      "content",
      new RegExp(`/og/services/${slug}\\.png$`),
    );
  });
}

test.describe("feature carousel", () => {
  test.beforeEach(async ({ page }) => {
    await visit(page, "/services/design");
    await page.locator("[aria-roledescription=carousel]").scrollIntoViewIfNeeded();
  });

  // The slides sit side by side in a scroll-snap track (every one reachable by a swipe before
  // hydration); the current slide is the one in view, the others are hidden from assistive technology.
  const current = (page: import("@playwright/test").Page) =>
    page.locator("[aria-roledescription=slide]:not([aria-hidden=true])");

  test("is a labelled WAI-ARIA carousel with a polite live region", async ({ page }) => {
    await expect(page.locator("[aria-roledescription=carousel]")).toHaveAttribute(
      "aria-label",
      /.+/,
    );
    await expect(page.locator("[aria-live=polite] > [aria-roledescription=slide]")).toHaveCount(5);
    await expect(current(page)).toHaveCount(1);
    await expect(current(page)).toHaveAttribute("aria-label", "1 of 5");
    await expect(current(page)).toBeInViewport({ ratio: 0.9 });
  });

  test("the slide in view is the current one, after a button and after a scroll", async ({
    page,
  }) => {
    const slides = page.locator("[aria-roledescription=slide]");
    await page.getByRole("button", { name: "Next feature" }).click();
    await expect(current(page)).toHaveAttribute("aria-label", "2 of 5");
    await expect(slides.nth(1)).toBeInViewport({ ratio: 0.9 });
    await expect(slides.nth(0)).not.toBeInViewport();
    await slides.nth(1).hover();
    await page.mouse.wheel(1_000, 0);
    await expect(current(page)).toHaveAttribute("aria-label", "3 of 5");
    await expect(slides.nth(2)).toBeInViewport({ ratio: 0.9 });
    await expect(page.getByRole("button", { name: /^Show feature 3:/ })).toHaveAttribute(
      "aria-current",
      "true",
    );
  });

  test("previous from the first slide wraps to the last", async ({ page }) => {
    await page.getByRole("button", { name: "Previous feature" }).click();
    await expect(current(page)).toHaveAttribute("aria-label", "5 of 5");
  });

  test("next from the last slide wraps to the first", async ({ page }) => {
    const next = page.getByRole("button", { name: "Next feature" });
    for (const n of [2, 3, 4, 5]) {
      await next.click();
      await expect(current(page)).toHaveAttribute("aria-label", `${n} of 5`);
    }
    await next.click();
    await expect(current(page)).toHaveAttribute("aria-label", "1 of 5");
  });

  test("dots jump to a slide and mark the current one", async ({ page }) => {
    const dot = page.getByRole("button", { name: /^Show feature 4:/ });
    await dot.click();
    await expect(current(page)).toHaveAttribute("aria-label", "4 of 5");
    await expect(dot).toHaveAttribute("aria-current", "true");
  });
});

function accordionTests() {
  test("one FAQ open at a time, and the open one can be collapsed", async ({ page }) => {
    await page.goto("/services/cloud");
    const items = page.locator("#faq details");
    const open = page.locator("#faq details[open]");
    await expect(open).toHaveCount(0);
    await items.nth(0).locator("summary").click();
    await expect(items.nth(0)).toHaveAttribute("open", "");
    await expect(items.nth(0).locator("p")).toBeVisible();
    await items.nth(3).locator("summary").click();
    await expect(open).toHaveCount(1);
    await expect(items.nth(3)).toHaveAttribute("open", "");
    await items.nth(3).locator("summary").click();
    await expect(open).toHaveCount(0);
  });
}

test.describe("FAQ accordion", accordionTests);
test.describe("FAQ accordion without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  accordionTests();
});

test.describe("back control", () => {
  test("goes back in history when there is a previous page", async ({ page }) => {
    await visit(page, "/services");
    await page.getByRole("link", { name: "Explore Cloud Services" }).click();
    await expect(page).toHaveURL(/\/services\/cloud$/);
    await visit(page, "/services/cloud#faq"); // a real history entry, like an in-page jump
    await page.goBack();
    const back = page.getByRole("link", { name: "Back", exact: true });
    await expect(back).toHaveAttribute("href", "/services");
    await back.click();
    await expect(page).toHaveURL(/\/services$/);
    // A step back, not a new entry: forward returns to the service.
    await page.goForward();
    await expect(page).toHaveURL(/\/services\/cloud$/);
  });

  test("goes back in history when the previous document is a page of this site", async ({
    page,
  }) => {
    await visit(page, "/services");
    await page.evaluate(() => location.assign("/services/devops"));
    await expect(page).toHaveURL(/\/services\/devops$/);
    await page.getByRole("link", { name: "Back", exact: true }).click();
    await expect(page).toHaveURL(/\/services$/);
    await page.goForward();
    await expect(page).toHaveURL(/\/services\/devops$/);
  });

  test("falls back to /services when the page was opened directly", async ({ page }) => {
    await visit(page, "/services/devops");
    await page.getByRole("link", { name: "Back", exact: true }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});

test.describe("unknown service", () => {
  test("answers 404 with 'Service Not Found' and a Go Back button that returns to the services", async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 404/);
    const response = await visit(page, "/services/quantum-knitting");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Service Not Found");
    await page.getByRole("link", { name: "Go Back" }).click();
    await expect(page).toHaveURL(/\/services$/);
  });
});
