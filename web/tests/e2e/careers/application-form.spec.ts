import type { Page } from "@playwright/test";
import { draftKey } from "~/lib/application/draft";
import { expectNoAxeViolations } from "../support/axe";
import { content } from "../support/content";
import { expect, test } from "../support/fixtures";
import { hydrateIsland, visit } from "../support/visit";

const job = content.jobs.find((j) => !j.closed)!;
const jobPath = `/careers/${job.slug}`;
const copy = content["application-form"];

const applicant = {
  "First name": "Kavya",
  "Last name": "Menon",
  Email: "kavya.menon@example.in",
  "Where you are based": "Kochi, Kerala",
  "A few lines about you": "I built the offline sync for a rural health app used by 3,000 nurses.",
};

/** A small but real PDF: the server checks the file's content, not its name. */
function pdf(bytes = 0): { name: string; mimeType: string; buffer: Buffer } {
  const body = `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n%${"x".repeat(bytes)}\ntrailer<</Root 1 0 R>>\n%%EOF\n`;
  return { name: "Kavya Menon CV.pdf", mimeType: "application/pdf", buffer: Buffer.from(body) };
}

const form = (page: Page) => page.locator("#application-form");
const send = (page: Page) => form(page).getByRole("button", { name: copy.form.submit });
const notifications = (page: Page) => page.getByRole("region", { name: "Notifications" });

async function fill(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values))
    await form(page).getByLabel(label, { exact: true }).fill(value);
}

test.describe("job application form", () => {
  test("explains each invalid field beside it, moves focus to the first, and checks the file before uploading", async ({
    page,
  }) => {
    await visit(page, jobPath);
    await hydrateIsland(page, "application-form");
    await form(page)
      .getByLabel(copy.cv.label)
      .setInputFiles({ name: "cv.txt", mimeType: "text/plain", buffer: Buffer.from("plain text") });
    await send(page).click();
    const first = form(page).getByLabel("First name");
    await expect(first).toBeFocused();
    await expect(first).toHaveAttribute("aria-invalid", "true");
    await expect(first).toHaveAccessibleDescription("Enter your first name.");
    await expect(form(page).getByLabel(copy.cv.label)).toHaveAccessibleDescription(
      /Upload a PDF or Word \(\.docx\) document\./,
    );
    // Nothing was sent, so nothing asks the visitor to choose the file again.
    await expect(form(page).getByLabel(copy.cv.label)).not.toHaveAccessibleDescription(
      new RegExp(copy.cv.chooseAgain.slice(0, 20)),
    );
    await expect(form(page).getByRole("checkbox")).toHaveAccessibleDescription(/Tick the box/);
    await expect(notifications(page).getByText(copy.outcomes.invalid.title)).toBeVisible();
    await expectNoAxeViolations(page, `${jobPath} with application errors and a toast`, {
      reveal: false,
    });
  });

  test("states what is kept, why and for how long before consent is given", async ({ page }) => {
    await visit(page, jobPath);
    const consent = form(page).getByRole("checkbox");
    await expect(consent).toHaveAccessibleName(
      /keeps my application and CV .* deletes them after 180 days/,
    );
    await expect(consent).not.toBeChecked();
  });

  test("keeps typed answers until the server confirms, shows upload progress, then confirms with a toast", async ({
    page,
    context,
  }) => {
    await visit(page, jobPath);
    await hydrateIsland(page, "application-form");
    await fill(page, applicant);
    await page.reload();
    // Restored by the page itself, before the form's island is asked for.
    await expect(form(page).getByLabel("First name")).toHaveValue("Kavya");
    await expect(page.locator('[data-island="application-form"]')).not.toHaveAttribute(
      "data-island-started",
    );
    await hydrateIsland(page, "application-form");
    expect(await page.evaluate((key) => localStorage.getItem(key), draftKey(job.slug))).toContain(
      "Kochi",
    );

    await form(page).getByLabel(copy.cv.label).setInputFiles(pdf(900_000));
    await form(page).getByRole("checkbox").check();
    // A slow uplink, so the upload's progress can be seen.
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 600_000,
    });
    await send(page).click();
    await expect(
      form(page).getByRole("progressbar", { name: new RegExp(copy.form.uploading) }),
    ).toBeVisible();
    await expect(notifications(page).getByText(copy.outcomes.sent.title)).toBeVisible({
      timeout: 15_000,
    });
    await expect(form(page).getByLabel("First name")).toHaveValue("");
    expect(await page.evaluate((key) => localStorage.getItem(key), draftKey(job.slug))).toBeNull();
  });

  test("without JavaScript: errors come back on the job page with every typed value, and a valid post lands on the thank-you page", async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto(jobPath);
    await fill(page, { ...applicant, Email: "kavya@nowhere" });
    await form(page).getByLabel(copy.cv.label).setInputFiles(pdf());
    await form(page).getByRole("checkbox").check();
    await send(page).click();
    await expect(page).toHaveURL(new RegExp(`${jobPath}|/api/applications`));
    await expect(form(page).getByLabel("Email")).toHaveValue("kavya@nowhere");
    await expect(form(page).getByLabel("First name")).toHaveValue("Kavya");
    await expect(form(page).getByLabel("A few lines about you")).toHaveValue(
      applicant["A few lines about you"],
    );
    await expect(page.locator("#application-email-error")).toHaveText(
      "Enter an email address like name@company.com.",
    );
    await expect(form(page).locator("[data-form-status]")).toContainText(
      "Choose your CV file again",
    );

    await form(page).getByLabel("Email").fill(applicant.Email);
    await form(page).getByLabel(copy.cv.label).setInputFiles(pdf());
    await form(page).getByRole("checkbox").check();
    await send(page).click();
    await expect(page).toHaveURL(/\/careers\/thanks$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy.thanks.title);
    await context.close();
  });

  test("the careers page leads to the job, whose Apply link goes to the form", async ({ page }) => {
    await visit(page, "/careers");
    await page.locator(`a[href="${jobPath}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(jobPath));
    await page.locator('main a[href="#apply"]').first().click();
    await expect(form(page)).toBeInViewport();
  });
});
