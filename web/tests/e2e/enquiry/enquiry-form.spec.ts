import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe";
import { expect, test } from "../support/fixtures";
import { hydrateIsland, visit } from "../support/visit";
import { DRAFT_KEY } from "~/lib/enquiry/draft";

const visitor = {
  "First name": "Asha",
  "Last name": "Rao",
  "Work email": "asha.rao@company.co.in",
  "Company (optional)": "Rao Textiles",
  Message: "We would like an assistant on our order portal.",
};

async function fill(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values))
    await page.getByLabel(label, { exact: true }).fill(value);
}

const notifications = (page: Page) => page.getByRole("region", { name: "Notifications" });
const send = (page: Page) => page.getByRole("button", { name: "Send Enquiry" });

test.describe("enquiry form", () => {
  test("explains each invalid field beside it and moves focus to the first", async ({ page }) => {
    await visit(page, "/contact");
    await hydrateIsland(page, "enquiry-form");
    await page.getByLabel("Work email").fill("asha@nowhere");
    await send(page).click();
    const first = page.getByLabel("First name");
    await expect(first).toBeFocused();
    await expect(first).toHaveAttribute("aria-invalid", "true");
    await expect(first).toHaveAccessibleDescription("Enter your first name.");
    await expect(page.getByLabel("Work email")).toHaveAccessibleDescription(
      "Enter an email address like name@company.com.",
    );
    await expect(page.getByLabel("Company (optional)")).not.toHaveAttribute("aria-invalid", "true");
    await expect(
      notifications(page).getByText("Please check the highlighted fields"),
    ).toBeVisible();
    await expectNoAxeViolations(page, "/contact with field errors and a toast", { reveal: false });
  });

  test("keeps the draft until the server confirms, then confirms with a toast", async ({
    page,
  }) => {
    await visit(page, "/contact");
    await hydrateIsland(page, "enquiry-form");
    await fill(page, visitor);
    await page.getByLabel("Budget (optional)").selectOption("50k-100k");
    await page.reload();
    // Restored by the page itself, before the form's island is asked for.
    await expect(page.getByLabel("First name")).toHaveValue("Asha");
    await expect(page.getByLabel("Message")).toHaveValue(visitor.Message);
    await expect(page.getByLabel("Budget (optional)")).toHaveValue("50k-100k");
    await expect(page.locator('[data-island="enquiry-form"]')).not.toHaveAttribute(
      "data-island-started",
    );
    await hydrateIsland(page, "enquiry-form");
    const stored = page.waitForResponse(
      (r) => r.url().endsWith("/api/enquiries") && r.request().method() === "POST",
    );
    await send(page).click();
    expect((await stored).status()).toBe(201);
    await expect(
      notifications(page).getByText("Thank you: your enquiry is with our team"),
    ).toBeVisible();
    await expect(page.getByLabel("First name")).toHaveValue("");
    expect(await page.evaluate((key) => localStorage.getItem(key), DRAFT_KEY)).toBeNull();
  });

  test("sends once while busy and keeps the draft when the server fails", async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(/503/);
    let posts = 0;
    // The server answers only after the second click, so that click surely lands while busy.
    let answer = () => {};
    const secondClickMade = new Promise<void>((resolve) => (answer = resolve));
    await page.route("**/api/enquiries", async (route) => {
      posts += 1;
      await secondClickMade;
      await route.fulfill({
        status: 503,
        contentType: "application/json",
        body: '{"error":"unavailable","message":"down"}',
      });
    });
    await visit(page, "/contact");
    await hydrateIsland(page, "enquiry-form");
    await fill(page, visitor);
    await send(page).click();
    await expect(page.getByRole("button", { name: "Sending…" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
    await page.getByRole("button", { name: "Sending…" }).click({ force: true });
    answer();
    await expect(notifications(page).getByText("Your enquiry could not be sent")).toBeVisible();
    expect(posts).toBe(1);
    await expect(page.getByLabel("First name")).toHaveValue("Asha");
    const draft = JSON.parse(
      (await page.evaluate((key) => localStorage.getItem(key), DRAFT_KEY)) ?? "{}",
    );
    expect(draft.firstName).toBe("Asha");
  });

  test("toasts: three at most, spread on hover, dismissible, Alt+T focuses them", async ({
    page,
  }) => {
    await visit(page, "/contact");
    await hydrateIsland(page, "enquiry-form");
    for (let n = 0; n < 4; n++) await send(page).click();
    const toasts = notifications(page).getByRole("listitem");
    await expect(toasts).toHaveCount(3);
    await page.getByRole("heading", { level: 1 }).click();
    await page.keyboard.press("Alt+t");
    await expect(toasts.first()).toBeFocused();
    const [newest, older] = await Promise.all(
      [0, 1].map(async (i) => (await toasts.nth(i).boundingBox())!),
    );
    expect(older!.y + older!.height, "spread out: no overlap").toBeLessThanOrEqual(newest!.y + 1);
    await toasts
      .first()
      .getByRole("button", { name: /Dismiss notification/ })
      .click();
    await expect(toasts).toHaveCount(3);
    await page.mouse.move(5, 5);
    for (let n = 0; n < 3; n++)
      await toasts
        .first()
        .getByRole("button", { name: /Dismiss notification/ })
        .click();
    await expect(toasts).toHaveCount(0);
  });
});

test.describe("enquiry form without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("shows the errors with every value kept, then thanks the visitor", async ({
    page,
    consoleErrors,
  }) => {
    // The error page is answered with status 400, which Chromium logs.
    consoleErrors.allow(/status of 400/);
    await page.goto("/contact");
    await fill(page, { ...visitor, "Work email": "asha@nowhere" });
    await page.getByLabel("Project type (optional)").selectOption("consulting");
    await send(page).click();
    await expect(page).toHaveTitle(/^Error: /);
    await expect(page.getByLabel("Work email")).toHaveAccessibleDescription(
      "Enter an email address like name@company.com.",
    );
    await expect(page.getByLabel("First name")).toHaveValue("Asha");
    await expect(page.getByLabel("Message")).toHaveValue(visitor.Message);
    await expect(page.getByLabel("Project type (optional)")).toHaveValue("consulting");
    await page.getByLabel("Work email").fill(visitor["Work email"]);
    await send(page).click();
    await expect(page).toHaveURL(/\/contact\/thanks$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you for your enquiry");
  });
});
