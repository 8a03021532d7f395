// A candidate's question about a role (/careers/<slug>/question): the job page's "Ask a Question"
// opens a form of its own, the role named and nothing of the sales form, in the visitor's
// language, with and without JavaScript; the question reaches the hiring team's address. Its own
// server, with a test SMTP receiver, to see the e-mail arrive.
import type { Browser, Page } from "@playwright/test";
import { loadContent } from "../../../scripts/content/load.ts";
import type { JobOpening, JobPage } from "../../../app/content/schema";
import { expectNoAxeViolations } from "../support/axe";
import { expect, test } from "../support/fixtures";
import { startServer } from "../support/server.mjs";
import { startSmtp, type SmtpReceiver } from "../support/smtp";
import { hydrateIsland, visit } from "../support/visit";

// A port of its own beside the suite's server (parallel runs use E2E_PORT apart).
const port = Number(process.env.E2E_PORT ?? 4173) + 215;
const origin = `http://localhost:${port}`;
test.use({ baseURL: origin });
// One server and one SMTP receiver for the file: its tests run in one worker.
test.describe.configure({ mode: "serial" });

/** Where the server sends questions (APPLICATION_TO's default, as for applications). */
const hiring = "careers@kaveri-digital.example";

const inLanguage = (code: "en" | "de" | "ja") => {
  const content = loadContent(code);
  const job = (content.jobs as JobOpening[]).find((j) => !j.closed)!;
  const prefix = code === "en" ? "" : `/${code}`;
  return {
    job,
    copy: content["question-form"],
    jobPage: content["pages/job"] as JobPage,
    jobPath: `${prefix}/careers/${job.slug}`,
    questionPath: `${prefix}/careers/${job.slug}/question`,
    thanksPath: `${prefix}/careers/question-thanks`,
  };
};

let smtp: SmtpReceiver;
let server: Awaited<ReturnType<typeof startServer>>;

test.beforeAll(async () => {
  smtp = await startSmtp();
  server = await startServer({ port, env: { SITE_URL: origin, SMTP_URL: smtp.url } });
});

test.afterAll(async () => {
  server?.stop();
  await smtp?.close();
});

const form = (page: Page) => page.locator("#question-form");

/** The question, unique per test, arrives at hiring's address and nowhere else. */
async function expectMailToHiring(question: string) {
  const mail = await smtp.waitFor((m) => m.text.includes(question), 15_000);
  expect(mail.to).toEqual([hiring]);
}

test.describe("a candidate's question about a role", () => {
  test("the job page's Ask a Question opens the role's own form, with nothing of the sales form", async ({
    page,
  }) => {
    const { job, copy, jobPage, jobPath, questionPath } = inLanguage("en");
    await visit(page, jobPath);
    await page
      .locator("#apply")
      .getByRole("link", { name: new RegExp(jobPage.apply.question) })
      .click();
    await expect(page).toHaveURL(new RegExp(`${questionPath}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      copy.page.title.replace("{name}", job.title),
    );
    await expect(page.getByLabel(/project type|budget/i)).toHaveCount(0);
    await expect(form(page).getByRole("button", { name: copy.form.submit })).toBeVisible();
    await expectNoAxeViolations(page, questionPath);
  });

  test("with JavaScript, in English: each mistake beside its field, then thanks in place, and the question reaches hiring", async ({
    page,
  }) => {
    const { copy, questionPath } = inLanguage("en");
    await page.clock.install();
    await visit(page, questionPath);
    await hydrateIsland(page, "question-form");
    await form(page).getByRole("button", { name: copy.form.submit }).click();
    const name = form(page).getByLabel(copy.fieldLabels.name, { exact: true });
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveAccessibleDescription(copy.errors.nameMissing);
    await expect(form(page).getByRole("checkbox")).toHaveAccessibleDescription(
      copy.errors.questionConsentMissing,
    );
    const question = `Can the role be done from Kochi? (${Date.now()})`;
    await name.fill("Kavya Menon");
    await form(page).getByLabel(copy.fieldLabels.email, { exact: true }).fill("kavya@example.in");
    await form(page).getByLabel(copy.fieldLabels.question, { exact: true }).fill(question);
    await form(page).getByRole("checkbox").check();
    await takeTheTimeAPersonTakes(page);
    await form(page).getByRole("button", { name: copy.form.submit }).click();
    await expect(page.locator("[data-question-sent]")).toContainText(copy.outcomes.sent.title);
    await expectMailToHiring(question);
  });

  test("with JavaScript, in German: the role named, messages in German, and the question reaches hiring", async ({
    page,
  }) => {
    const { job, copy, questionPath } = inLanguage("de");
    await page.clock.install();
    await visit(page, questionPath);
    await hydrateIsland(page, "question-form");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      copy.page.title.replace("{name}", job.title),
    );
    const email = form(page).getByLabel(copy.fieldLabels.email, { exact: true });
    await form(page).getByLabel(copy.fieldLabels.name, { exact: true }).fill("Jonas Weber");
    await email.fill("jonas@");
    const question = `Ist die Stelle auch in Teilzeit möglich? (${Date.now()})`;
    await form(page).getByLabel(copy.fieldLabels.question, { exact: true }).fill(question);
    await form(page).getByRole("checkbox").check();
    await form(page).getByRole("button", { name: copy.form.submit }).click();
    await expect(email).toBeFocused();
    await expect(email).toHaveAccessibleDescription(copy.errors.badEmail);
    await email.fill("jonas.weber@example.de");
    await takeTheTimeAPersonTakes(page);
    await form(page).getByRole("button", { name: copy.form.submit }).click();
    await expect(page.locator("[data-question-sent]")).toContainText(copy.outcomes.sent.title);
    await expectMailToHiring(question);
  });

  for (const code of ["en", "ja"] as const) {
    test(`without JavaScript, in ${code}: a mistake comes back on the question page as typed, then the thank-you page`, async ({
      browser,
    }) => {
      const { copy, questionPath, thanksPath } = inLanguage(code);
      const page = await noScriptPage(browser);
      await page.goto(questionPath);
      const question = `${copy.fieldLabels.question}: ${code} ${Date.now()}`;
      await form(page).getByLabel(copy.fieldLabels.name, { exact: true }).fill("Aiko Tanaka");
      await form(page).getByLabel(copy.fieldLabels.email, { exact: true }).fill("aiko@nowhere");
      await form(page).getByLabel(copy.fieldLabels.question, { exact: true }).fill(question);
      await form(page).getByRole("checkbox").check();
      await form(page).getByRole("button", { name: copy.form.submit }).click();
      await expect(page.locator("#question-email-error")).toHaveText(copy.errors.badEmail);
      await expect(form(page).getByLabel(copy.fieldLabels.email, { exact: true })).toHaveValue(
        "aiko@nowhere",
      );
      await expect(form(page).getByLabel(copy.fieldLabels.question, { exact: true })).toHaveValue(
        question,
      );
      await form(page)
        .getByLabel(copy.fieldLabels.email, { exact: true })
        .fill("aiko.tanaka@example.jp");
      await form(page).getByRole("checkbox").check();
      await form(page).getByRole("button", { name: copy.form.submit }).click();
      await expect(page).toHaveURL(new RegExp(`${thanksPath}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy.thanks.title);
      await page.context().close();
      await expectMailToHiring(question);
    });
  }
});

/**
 * The enhanced form reports how long the visitor took; a form filled faster than a person can
 * is stored as a bot's and never delivered. The page's clock moves on as a person's would.
 */
async function takeTheTimeAPersonTakes(page: Page) {
  await page.clock.fastForward("00:10");
}

async function noScriptPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: origin });
  return context.newPage();
}
