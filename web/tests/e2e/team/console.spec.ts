// The team console end to end (docs/team-console.md, issue 20): a server of its own reached at
// http://localhost:<port> (WebAuthn needs a secure context and a host name as RP ID), a test SMTP
// receiver for the invitations, and a virtual WebAuthn authenticator (DevTools protocol) in each
// person's page. Serial: the administrator of the first test invites the people of the next.
import { execFile } from "node:child_process";
import { readFile } from "node:fs/promises";
import { promisify } from "node:util";
import type { Browser, Page } from "@playwright/test";
import { colourRules, expectNoAxeViolations } from "../support/axe";
import { content } from "../support/content";
import { expect, test } from "../support/fixtures";
import { serverBin, startServer } from "../support/server.mjs";
import { startSmtp, type Mail, type SmtpReceiver } from "../support/smtp";
import { addAuthenticator, createPasskey, shootConsole } from "../support/team";
import { desktopViewport, mobileViewport } from "../support/viewports";
import { hydrateIsland } from "../support/visit";

const run = promisify(execFile);

// A port of its own beside the suite's server (parallel runs use E2E_PORT apart).
const port = Number(process.env.E2E_PORT ?? 4173) + 211;
const origin = `http://localhost:${port}`;

test.use({ baseURL: origin });
test.describe.configure({ mode: "serial" });

let smtp: SmtpReceiver;
let server: Awaited<ReturnType<typeof startServer>>;

test.beforeAll(async () => {
  smtp = await startSmtp();
  server = await startServer({
    port,
    env: { SITE_URL: origin, SMTP_URL: smtp.url, RATE_LIMIT_PER_MINUTE: "0" },
  });
});

test.afterAll(async () => {
  server?.stop();
  await smtp?.close();
});

// Signed-out pages ask GET /api/team/session (401), a refused page logs its 403, a used
// invitation its 404.
test.beforeEach(({ consoleErrors }) => {
  consoleErrors.allow(/status of 40[134]/);
});

/** The invitation link in the e-mail sent to `email`. */
async function invitationLink(email: string): Promise<string> {
  const mail: Mail = await smtp.waitFor((m) => m.to.includes(email));
  const link = mail.text.match(/https?:\/\/[^\s"'<>]+\/team\/join#[A-Za-z0-9_~.%-]+/)?.[0];
  if (!link) throw new Error(`no invitation link in the e-mail to ${email}:\n${mail.text}`);
  return link;
}

/** An invitation from the command line, as the first administrator gets hers. */
async function inviteFromCli(email: string, role: string): Promise<void> {
  await run(serverBin, ["team", "invite", "--role", role, email], { env: server.env });
}

/** Opens the e-mailed invitation, creates a passkey and lands on the console's home. */
async function join(page: Page, email: string, name: string, role: string): Promise<void> {
  await addAuthenticator(page);
  await page.goto(await invitationLink(email));
  await expect(
    page.getByRole("heading", { level: 1, name: "Join the team console" }),
  ).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByText(role, { exact: true })).toBeVisible();
  await createPasskey(page, name);
  await expect(page).toHaveURL(`${origin}/team/`);
}

/**
 * Where the server's answers leave out a field docs/team-console.md names (a null field left out
 * counts). Collected along the flows and reported by the last test, so a gap in the contract
 * does not stop the flows that do not depend on it.
 */
const contractGaps: string[] = [];

async function expectContract(
  page: Page,
  path: string,
  pick: (body: any) => unknown,
  keys: string[],
) {
  const answer = await page.request.get(path);
  expect(answer.status(), `GET ${path}`).toBe(200);
  const body = pick(await answer.json());
  if (body === undefined) return; // nothing of the kind to check (an empty list)
  const missing = keys.filter((key) => !(body && typeof body === "object" && key in body));
  if (missing.length) contractGaps.push(`GET ${path}: no ${missing.join(", ")}`);
}

const nav = (page: Page) => page.getByRole("navigation", { name: "Console" });

async function navItems(page: Page): Promise<string[]> {
  return (await nav(page).getByRole("link").allTextContents()).map((s) => s.trim());
}

/** Axe at a phone's and a laptop's width, in the light and the dark theme. */
async function sweepAxe(page: Page, what: string): Promise<void> {
  for (const viewport of [mobileViewport, desktopViewport]) {
    await page.setViewportSize(viewport);
    // Nothing wider than the screen: no sideways scrolling at 375 px.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth), `${what} width`)
      .toBeLessThanOrEqual(viewport.width);
    await page.emulateMedia({ colorScheme: "light" });
    await expectNoAxeViolations(page, `${what} at ${viewport.width}px, light`, { reveal: false });
    await shootConsole(page, what);
    await page.emulateMedia({ colorScheme: "dark" });
    await expectNoAxeViolations(page, `${what} at ${viewport.width}px, dark`, {
      reveal: false,
      rules: colourRules,
    });
    await shootConsole(page, what);
  }
  await page.emulateMedia({ colorScheme: "light" });
  await page.setViewportSize(desktopViewport);
}

/** A visitor's enquiry through the public contact form, arriving from a campaign link. */
async function sendEnquiry(browser: Browser, visitor: Record<string, string>): Promise<void> {
  const context = await browser.newContext({ baseURL: origin });
  const page = await context.newPage();
  await page.goto("/contact?utm_source=newsletter&utm_medium=email&utm_campaign=autumn");
  // The page view (and with it the visit's first touch) is counted once the page is shown.
  await page.waitForLoadState("load");
  // The enquiry is answered 201 with JSON once the form's island sends it (a native post is
  // answered with the thank-you page).
  await hydrateIsland(page, "enquiry-form");
  for (const [label, value] of Object.entries(visitor))
    await page.getByLabel(label, { exact: true }).fill(value);
  const stored = page.waitForResponse(
    (r) => r.url().endsWith("/api/enquiries") && r.request().method() === "POST",
  );
  await page.getByRole("button", { name: "Send Enquiry" }).click();
  expect((await stored).status()).toBe(201);
  await context.close();
}

const visitor = {
  "First name": "Meera",
  "Last name": "Pillai",
  "Work email": "meera.pillai@spice-traders.example",
  // A cell that a spreadsheet would run as a formula: the export neutralises it.
  "Company (optional)": "=HYPERLINK(1)",
  Message: "We need a chatbot for our spice export portal, in English and Arabic.",
};

test("an administrator joins from the e-mailed invitation, invites a colleague from People, signs out and in again", async ({
  page,
}) => {
  const admin = "ada.admin@kaveri-digital.example";
  await inviteFromCli(admin, "admin");

  // Opening the link again shows the page (nothing consumed); a bare link says what is missing.
  await page.goto("/team/join");
  await expect(page.getByText("This link has no invitation in it")).toBeVisible();

  await join(page, admin, "Ada Admin", "Administrator");
  expect(await navItems(page)).toEqual([
    "Home",
    "Enquiries",
    "Applications",
    "Questions",
    "Traffic",
    "People",
    "Audit log",
    "Privacy requests",
  ]);

  // The same link cannot be used twice.
  const used = await invitationLink(admin);
  await page.goto(used);
  await expect(page.getByText("This invitation cannot be used")).toBeVisible();

  await page.goto("/team/people");
  await expect(page.getByRole("heading", { level: 1, name: "People" })).toBeVisible();
  await page.getByLabel("E-mail", { exact: true }).fill("sam.sales@kaveri-digital.example");
  await page.getByLabel("Role", { exact: true }).selectOption("sales");
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Invitation sent to sam.sales@kaveri-digital.example.",
  );
  await expect(
    page.getByRole("row").filter({ hasText: "sam.sales@kaveri-digital.example" }),
  ).toBeVisible();
  await sweepAxe(page, "/team/people");
  await expectContract(page, "/api/team/session", (b) => b, ["user", "csrf"]);
  await expectContract(page, "/api/team/session", (b) => b.user, ["id", "email", "name", "role"]);
  await expectContract(page, "/api/team/people", (b) => b, ["items", "invitations"]);
  await expectContract(page, "/api/team/people", (b) => b.items[0], [
    "id",
    "email",
    "name",
    "role",
    "createdAt",
    "lastSignInAt",
    "passkeys",
    "sessions",
    "active",
  ]);
  await expectContract(page, "/api/team/people", (b) => b.invitations[0], [
    "id",
    "email",
    "role",
    "createdAt",
    "expiresAt",
  ]);
  await expectContract(page, "/api/team/audit", (b) => b.items[0], [
    "at",
    "actor",
    "action",
    "subject",
    "detail",
  ]);

  await page.goto("/team/audit");
  await expect(page.getByRole("cell", { name: "Invited" }).first()).toBeVisible();

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("button", { name: "Sign in with a passkey" })).toBeVisible();
  expect((await page.request.get("/api/team/session")).status()).toBe(401);
  await expectNoAxeViolations(page, "/team/ signed out", { reveal: false });

  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(nav(page)).toBeVisible();
  expect((await page.request.get("/api/team/session")).status()).toBe(200);
});

test("sales sees a visitor's enquiry with its source, changes its status and exports the list as CSV", async ({
  page,
  browser,
}) => {
  await sendEnquiry(browser, visitor);
  await join(page, "sam.sales@kaveri-digital.example", "Sam Sales", "Sales");
  expect(await navItems(page)).toEqual(["Home", "Enquiries", "Traffic"]);

  await nav(page).getByRole("link", { name: "Enquiries" }).click();
  const row = page.getByRole("row").filter({ hasText: "Meera Pillai" });
  await expect(row).toBeVisible();
  await expect(row).toContainText("newsletter");
  await expect(row).toContainText("New");
  await sweepAxe(page, "/team/enquiries");

  await row.getByRole("link", { name: "Meera Pillai" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Meera Pillai" })).toBeVisible();
  await expect(page.getByText(visitor.Message)).toBeVisible();
  await expect(page.getByText("/contact").first()).toBeVisible();
  await page.getByLabel("Status", { exact: true }).selectOption("contacted");
  await page.getByLabel("Owner", { exact: true }).selectOption({ label: "Me (Sam Sales)" });
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status")).toHaveText("Saved.");
  await page.getByLabel("Add a note").fill("Called back; sending a proposal on Monday.");
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByText("Called back; sending a proposal on Monday.")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Status", { exact: true })).toHaveValue("contacted");
  await sweepAxe(page, "/team/enquiries/<id>");

  // The filter is in the address, and the export takes the same filter.
  await page.getByRole("link", { name: "All enquiries" }).click();
  await page.getByLabel("Status", { exact: true }).selectOption("contacted");
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/\/team\/enquiries\?status=contacted$/);
  await expect(page.getByRole("row").filter({ hasText: "Meera Pillai" })).toBeVisible();
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const summary = [
    "id",
    "createdAt",
    "firstName",
    "lastName",
    "email",
    "company",
    "projectType",
    "budget",
    "language",
    "source",
    "sourceMedium",
    "sourceCampaign",
    "sourceLanding",
    "status",
    "owner",
    "overdue",
    "flagged",
  ];
  await expectContract(page, "/api/team/enquiries", (b) => b.items[0], summary);
  const id = (await (await page.request.get("/api/team/enquiries")).json()).items[0].id;
  await expectContract(page, `/api/team/enquiries/${id}`, (b) => b, [
    ...summary,
    "message",
    "sourceKind",
    "sourceLanguage",
    "notes",
    "deliveries",
  ]);
  await expectContract(page, `/api/team/enquiries/${id}`, (b) => b.deliveries[0], [
    "channel",
    "state",
    "attempts",
    "deliveredAt",
    "lastError",
  ]);
  const csv = await readFile((await download.path())!, "utf8");
  const lines = csv.trim().split(/\r?\n/);
  expect(lines.length, csv).toBe(2);
  expect(lines[1]).toContain(visitor["Work email"]);
  expect(lines[1]).toContain("contacted");
  expect(lines[1]).toContain("'=HYPERLINK(1)");

  await page.goto("/team/enquiries?status=won");
  await expect(page.getByText("No enquiry matches these filters.")).toBeVisible();
});

test("hiring sees applications and downloads a CV, and cannot open an enquiry", async ({
  page,
  browser,
}) => {
  const job = content.jobs.find((j) => !j.closed)!;
  const copy = content["application-form"];
  const applicant = await browser.newContext({ baseURL: origin });
  const form = (await applicant.newPage()).locator("#application-form");
  await form.page().goto(`/careers/${job.slug}`);
  // Answered 201 with JSON once the form's island sends it (a native post lands on a page).
  await hydrateIsland(form.page(), "application-form");
  for (const [label, value] of Object.entries({
    "First name": "Kavya",
    "Last name": "Menon",
    Email: "kavya.menon@example.in",
    "Where you are based": "Kochi, Kerala",
    "A few lines about you": "I built the offline sync for a rural health app.",
  }))
    await form.getByLabel(label, { exact: true }).fill(value);
  const pdf =
    "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n";
  await form.getByLabel(copy.cv.label).setInputFiles({
    name: "Kavya Menon CV.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from(pdf),
  });
  await form.getByRole("checkbox").check();
  const stored = form
    .page()
    .waitForResponse(
      (r) => r.url().endsWith("/api/applications") && r.request().method() === "POST",
    );
  await form.getByRole("button", { name: copy.form.submit }).click();
  expect((await stored).status()).toBe(201);
  // A candidate's question about the role, from its own form.
  const asking = await applicant.newPage();
  await asking.goto(`/careers/${job.slug}/question`);
  await hydrateIsland(asking, "question-form");
  const questionCopy = content["question-form"];
  const questionForm = asking
    .locator("form")
    .filter({ has: asking.getByLabel(questionCopy.fieldLabels.question) });
  await questionForm.getByLabel(questionCopy.fieldLabels.name, { exact: true }).fill("Arjun Rao");
  await questionForm
    .getByLabel(questionCopy.fieldLabels.email, { exact: true })
    .fill("arjun.rao@example.in");
  await questionForm
    .getByLabel(questionCopy.fieldLabels.question, { exact: true })
    .fill("Is the role open to people based in Pune who visit Bengaluru twice a month?");
  await questionForm.getByRole("checkbox").check();
  const asked = asking.waitForResponse(
    (r) => r.url().endsWith("/api/questions") && r.request().method() === "POST",
  );
  await questionForm.getByRole("button", { name: questionCopy.form.submit }).click();
  expect((await asked).status()).toBe(201);
  await applicant.close();

  await inviteFromCli("hana.hiring@kaveri-digital.example", "hiring");
  await join(page, "hana.hiring@kaveri-digital.example", "Hana Hiring", "Hiring");
  expect(await navItems(page)).toEqual(["Home", "Applications", "Questions", "Traffic"]);

  await nav(page).getByRole("link", { name: "Applications" }).click();
  const row = page.getByRole("row").filter({ hasText: "Kavya Menon" });
  await expect(row).toContainText(job.slug);
  await expect(row).toContainText(/\d{4}/); // "deleted on" date
  await row.getByRole("link", { name: "Kavya Menon" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Kavya Menon" })).toBeVisible();
  await expect(page.getByText(/^Deleted on /)).toBeVisible();
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download CV" }).click();
  const cv = await readFile((await (await downloading).path())!, "utf8");
  expect(cv.startsWith("%PDF")).toBe(true);
  const summary = [
    "id",
    "createdAt",
    "jobSlug",
    "firstName",
    "lastName",
    "email",
    "location",
    "language",
    "source",
    "sourceCampaign",
    "sourceLanding",
    "status",
    "deletesAt",
    "cvFileName",
    "cvBytes",
  ];
  await expectContract(page, "/api/team/applications", (b) => b, ["items", "total", "jobs"]);
  await expectContract(page, "/api/team/applications", (b) => b.items[0], summary);
  const id = (await (await page.request.get("/api/team/applications")).json()).items[0].id;
  await expectContract(page, `/api/team/applications/${id}`, (b) => b, [
    ...summary,
    "phone",
    "profileUrl",
    "coverNote",
    "cvMediaType",
    "notes",
    "deliveries",
  ]);
  await page.getByRole("combobox", { name: "Status", exact: true }).selectOption("screening");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status")).toHaveText("Saved.");

  // The candidate's question, listed for hiring with its role, read in full with a reply link.
  await nav(page).getByRole("link", { name: "Questions" }).click();
  const questionRow = page.getByRole("row").filter({ hasText: "Arjun Rao" });
  await expect(questionRow).toContainText(job.slug);
  await questionRow.getByRole("link", { name: "Arjun Rao" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Arjun Rao" })).toBeVisible();
  await expect(page.getByText(/visit Bengaluru twice a month/)).toBeVisible();
  await expect(page.locator('a[href^="mailto:arjun.rao@example.in"]').first()).toBeVisible();
  await sweepAxe(page, "/team/questions/{id}");

  // No enquiries for hiring: not in the navigation, refused by the console and by the server.
  await page.goto("/team/enquiries");
  await expect(
    page.getByRole("alert").filter({ hasText: "Your role cannot open this page." }),
  ).toBeVisible();
  expect((await page.request.get("/api/team/enquiries")).status()).toBe(403);
});

test("marketing sees the traffic only, for 7, 30 or 90 days", async ({ page }) => {
  await inviteFromCli("mo.marketing@kaveri-digital.example", "marketing");
  await join(page, "mo.marketing@kaveri-digital.example", "Mo Marketing", "Marketing");
  expect(await navItems(page)).toEqual(["Home", "Traffic"]);

  await nav(page).getByRole("link", { name: "Traffic" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Traffic" })).toBeVisible();
  await expect(page.getByRole("img", { name: /Visitors and page views per day/ })).toBeVisible();
  await expect(page.getByRole("link", { name: "30 days" })).toHaveAttribute("aria-current", "page");
  await page.getByRole("link", { name: "7 days" }).click();
  await expect(page).toHaveURL(/\/team\/traffic\?days=7$/);
  await expect(page.getByRole("link", { name: "7 days" })).toHaveAttribute("aria-current", "page");
  // The chart's figures as a table, one row a day.
  await page.getByText("The figures per day").click();
  await expect(page.locator(".tc-chart-table tbody tr")).toHaveCount(7);
  await sweepAxe(page, "/team/traffic");

  await expectContract(page, "/api/team/stats?days=7", (b) => b, [
    "visitors",
    "pageviews",
    "enquiries",
    "applications",
    "pages",
    "sources",
    "campaigns",
    "landingPages",
    "languages",
    "devices",
    "browsers",
    "systems",
    "goals",
    "conversionBySource",
    "conversionByLanding",
    "daily",
  ]);

  for (const path of ["enquiries", "applications", "people"]) {
    expect((await page.request.get(`/api/team/${path}`)).status(), path).toBe(403);
  }
  await page.goto("/team/people");
  await expect(
    page.getByRole("alert").filter({ hasText: "Your role cannot open this page." }),
  ).toBeVisible();

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("button", { name: "Sign in with a passkey" })).toBeVisible();
  expect((await page.request.get("/api/team/stats?days=7")).status()).toBe(401);
});

test("an administrator with a new passkey finds, exports and erases what is stored about a visitor", async ({
  page,
}) => {
  // A lost passkey is replaced through a new invitation.
  const admin = "ada.admin@kaveri-digital.example";
  const first = await smtp.waitFor((m) => m.to.includes(admin));
  await inviteFromCli(admin, "admin");
  const second = await smtp.waitFor((m) => m.to.includes(admin) && m !== first);
  const fresh = second.text.match(/https?:\/\/[^\s"'<>]+\/team\/join#[A-Za-z0-9_~.%-]+/)![0];
  await addAuthenticator(page);
  await page.goto(fresh);
  await page.getByLabel("Your name").fill("Ada Admin");
  await page.getByRole("button", { name: "Create passkey" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Hello, Ada Admin" })).toBeVisible();

  await nav(page).getByRole("link", { name: "Privacy requests" }).click();
  await page.getByLabel("E-mail address").fill(visitor["Work email"]);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByText(/^1 enquiry, 0 applications/)).toBeVisible();
  await expectNoAxeViolations(page, "/team/privacy with a result", { reveal: false });

  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export JSON" }).click();
  const exported = await readFile((await (await downloading).path())!, "utf8");
  expect(exported).toContain(visitor["Work email"]);
  expect(exported).toContain(visitor.Message);

  await page.getByRole("button", { name: "Erase…" }).click();
  await expect(
    page.getByText(`Erase everything stored about ${visitor["Work email"]}?`),
  ).toBeVisible();
  await page.getByRole("button", { name: "Erase for good" }).click();
  await expect(page.getByRole("status")).toHaveText(/^Erased 1 enquiry, 0 applications/);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByText("Nothing is stored about this address.")).toBeVisible();

  await nav(page).getByRole("link", { name: "Audit log" }).click();
  await expect(page.getByRole("cell", { name: "Erasure" }).first()).toBeVisible();
  // After an erasure the audit trail holds no trace of the address either.
  await expect
    .soft(page.getByRole("table"), "the audit log names the erased address")
    .not.toContainText(visitor["Work email"]);
});

test("the server's answers carry every field the contract names", () => {
  expect(contractGaps).toEqual([]);
});
