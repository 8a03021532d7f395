// Dead deliveries in the team console (docs/team-console.md, "Dead deliveries"): a lead whose
// e-mail to the team the outbox gave up on is marked in the lists and in its Delivery table, and
// an administrator, and only an administrator, sends it again from there.
//
// A server of its own (the suite's shared server keeps the default outbox settings), reached at
// http://localhost:<port> for passkeys, that gives up after one failed attempt
// (DELIVERY_MAX_ATTEMPTS=1). Its SMTP_URL is a gate the test opens and closes in front of the test
// SMTP receiver: first it drops every connection, so a lead's e-mail fails and is dead at once;
// then it holds the connection of the retried send, so the console's answer to the retry is seen
// before that send can end either way; then it lets the send through to the receiver. (A closed
// port instead of the gate would fail the retried send again at once, racing the answer the test
// reads.) People join from `kaveri-site team invite --print-link`: no invitation e-mail is needed.
// Serial: the leads of the first test are retried in the second.
import { execFile } from "node:child_process";
import { connect, createServer, type Server, type Socket } from "node:net";
import { promisify } from "node:util";
import type { APIRequestContext, Page } from "@playwright/test";
import { request as requests } from "@playwright/test";
import { colourRules, expectNoAxeViolations } from "../support/axe";
import { content } from "../support/content";
import { expect, test } from "../support/fixtures";
import { serverBin, startServer } from "../support/server.mjs";
import { startSmtp, type SmtpReceiver } from "../support/smtp";
import { addAuthenticator, createPasskey, shootConsole } from "../support/team";
import { desktopViewport, mobileViewport } from "../support/viewports";

const run = promisify(execFile);

// A port of its own beside the suite's server and console.spec.ts's (E2E_PORT + 211).
const port = Number(process.env.E2E_PORT ?? 4173) + 213;
const origin = `http://localhost:${port}`;

test.use({ baseURL: origin });
test.describe.configure({ mode: "serial", timeout: 90_000 });

/** The SMTP relay as the server sees it: closed, holding its connections, or open. */
interface Gate {
  url: string;
  /** Every connection is dropped at once (the relay is down): the send fails. */
  refuse: () => void;
  /** Connections are accepted and left waiting, unanswered, until `open`. */
  hold: () => void;
  /** Connections (the held ones first) go through to the receiver. */
  open: () => void;
  /** Resolves once a connection is being held. */
  holding: () => Promise<void>;
  close: () => Promise<void>;
}

async function startGate(to: number): Promise<Gate> {
  let mode: "refuse" | "hold" | "open" = "refuse";
  const held: Socket[] = [];
  const sockets = new Set<Socket>();
  let onHeld: (() => void) | null = null;
  const through = (socket: Socket) => {
    const relay = connect(to, "127.0.0.1");
    sockets.add(relay);
    relay.on("error", () => socket.destroy());
    socket.on("error", () => relay.destroy());
    socket.pipe(relay).pipe(socket);
  };
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => {});
    if (mode === "refuse") socket.destroy();
    else if (mode === "hold") {
      held.push(socket);
      onHeld?.();
    } else through(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const gatePort = typeof address === "object" && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${gatePort}`,
    refuse: () => {
      mode = "refuse";
    },
    hold: () => {
      mode = "hold";
    },
    open: () => {
      mode = "open";
      for (const socket of held.splice(0)) through(socket);
    },
    holding: () =>
      held.length
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            onHeld = () => {
              onHeld = null;
              resolve();
            };
          }),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

let smtp: SmtpReceiver;
let gate: Gate;
let server: Awaited<ReturnType<typeof startServer>>;

/** The leads of this spec: one enquiry and one application, each e-mailed to its team. */
const enquirer = {
  firstName: "Ravi",
  lastName: "Nair",
  email: "ravi.nair@backwater-boats.example",
};
const enquiryMessage =
  "Our booking site loses half its visitors on the payment page. Can you help?";
const applicant = { firstName: "Divya", lastName: "Rao", email: "divya.rao@example.in" };
const salesAddress = "sales@kaveri-digital.example";

interface UndeliveredRow {
  outbox: string;
  delivery: { id: number; subjectId: string; channel: string; attempts: number };
}

/** The leads' deliveries not delivered yet, or only the dead ones, as the on-call sees them. */
async function undeliveredLeads(dead = false): Promise<UndeliveredRow[]> {
  const { stdout } = await run(
    serverBin,
    ["deliveries", "list", ...(dead ? ["--dead"] : []), "--json"],
    { env: server.env },
  );
  return (JSON.parse(stdout) as UndeliveredRow[]).filter((row) => row.outbox !== "invitation");
}
const deadLeadDeliveries = () => undeliveredLeads(true);

/** A visitor's enquiry and an applicant's application, posted as the public forms post them. */
async function sendLeads(api: APIRequestContext): Promise<void> {
  const enquiry = await api.post("/api/enquiries", {
    data: { ...enquirer, company: "Backwater Boats", message: enquiryMessage },
  });
  expect(enquiry.status(), await enquiry.text()).toBe(201);
  const job = content.jobs.find((j) => !j.closed)!;
  const application = await api.post("/api/applications", {
    multipart: {
      jobSlug: job.slug,
      ...applicant,
      location: "Mangaluru, Karnataka",
      coverNote: "Five years of React Native for a logistics company.",
      consent: "on",
      cv: {
        name: "Divya Rao CV.pdf",
        mimeType: "application/pdf",
        buffer: Buffer.from(
          "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
        ),
      },
    },
  });
  expect(application.status(), await application.text()).toBe(201);
}

test.beforeAll(async () => {
  smtp = await startSmtp();
  gate = await startGate(smtp.port);
  server = await startServer({
    port,
    env: {
      SITE_URL: origin,
      SMTP_URL: gate.url,
      RATE_LIMIT_PER_MINUTE: "0",
      // The first failed attempt is the last: a lead's delivery is dead as soon as it fails.
      DELIVERY_MAX_ATTEMPTS: "1",
      // The failures this spec causes are logged as errors by the outbox: not in the report.
      RUST_LOG: "warn,kaveri_site::outbox=off",
    },
  });
  const api = await requests.newContext({ baseURL: origin });
  await sendLeads(api);
  await api.dispose();
  // Both e-mails are tried at once (a new lead wakes the outbox), refused by the gate, and dead.
  await expect
    .poll(async () => (await deadLeadDeliveries()).map((row) => row.outbox).sort(), {
      message: "the enquiry's and the application's e-mails are dead",
      timeout: 20_000,
    })
    .toEqual(["application", "enquiry"]);
});

test.afterAll(async () => {
  server?.stop();
  await gate?.close();
  await smtp?.close();
});

// A refused request logs its status: the session before sign-in (401), sales' retry (403), a
// retry already done (404).
test.beforeEach(({ consoleErrors }) => {
  consoleErrors.allow(/status of 40[134]/);
});

/** Invited from the command line (the link printed), joined with a new passkey: signed in. */
async function joinAs(page: Page, email: string, role: string, name: string): Promise<void> {
  const { stdout } = await run(
    serverBin,
    ["team", "invite", "--role", role, "--print-link", email],
    { env: server.env },
  );
  const link = stdout.match(/https?:\/\/\S+\/team\/join#\S+/)?.[0];
  if (!link) throw new Error(`no invitation link printed:\n${stdout}`);
  await addAuthenticator(page);
  await page.goto(link);
  await createPasskey(page, name);
}

/**
 * Where the server's answers differ from docs/team-console.md: collected along the flows and
 * reported by the last test (as console.spec.ts does), so that such a gap does not stop the
 * console's side of the flow from being checked.
 */
const contractGaps: string[] = [];

const nav = (page: Page) => page.getByRole("navigation", { name: "Console" });
const deliveryTable = (page: Page) =>
  page.getByRole("region", { name: "Delivery" }).getByRole("table");
const emailRow = (page: Page) => deliveryTable(page).getByRole("row", { name: /^E-mail/ });

/** The lead's id and its dead e-mail delivery's id, as the on-call's list has them. */
async function deadDelivery(outbox: "enquiry" | "application") {
  const row = (await deadLeadDeliveries()).find((r) => r.outbox === outbox);
  if (!row) throw new Error(`no dead ${outbox} delivery`);
  return { lead: row.delivery.subjectId, delivery: row.delivery.id };
}

test("sales sees that an enquiry never reached sales, and cannot send it again", async ({
  page,
}) => {
  await joinAs(page, "sam.sales@kaveri-digital.example", "sales", "Sam Sales");
  await nav(page).getByRole("link", { name: "Enquiries" }).click();

  // The list says so above the table, and the lead's row carries the badge with its reason.
  await expect(
    page.getByText(
      "1 enquiry could not be delivered to sales by e-mail or webhook. An administrator can send it again from the enquiry.",
    ),
  ).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: "Ravi Nair" });
  const badge = row.getByText("Not delivered");
  await expect(badge).toBeVisible();
  await expect(badge).toHaveText(
    "Not delivered: Sales may not have received it: its e-mail or webhook gave up",
  );

  // The enquiry's Delivery table: gave up, after one attempt, with the time and the error.
  await row.getByRole("link", { name: "Ravi Nair" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Ravi Nair" })).toBeVisible();
  const email = emailRow(page);
  await expect(email.getByRole("cell").nth(0)).toHaveText("Gave up");
  await expect(email.getByRole("cell").nth(1)).toHaveText("1");
  await expect(email.getByRole("cell").nth(2)).toHaveText(/\d{4}, \d\d:\d\d$/);
  await expect(email.getByRole("cell").nth(3)).not.toHaveText(/^(–|)$/);
  await expect(page.getByText("An administrator can send it again.")).toBeVisible();
  // No Retry button for sales, and no column for one.
  await expect(page.getByRole("button", { name: /^Retry/ })).toHaveCount(0);
  await expect(deliveryTable(page).getByRole("columnheader")).toHaveText([
    "Channel",
    "State",
    "Attempts",
    "When",
    "Last error",
  ]);

  // The server refuses sales' retry too, sent as the console sends its writes (CSRF token and
  // all): 403, and the delivery stays dead.
  const { lead, delivery } = await deadDelivery("enquiry");
  const refused = await page.evaluate(async (path) => {
    const session = (await (await fetch("/api/team/session")).json()) as { csrf: string };
    const answer = await fetch(path, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-CSRF-Token": session.csrf },
      body: "{}",
    });
    return { status: answer.status, body: (await answer.json()) as { error: string } };
  }, `/api/team/enquiries/${lead}/deliveries/${delivery}/retry`);
  expect(refused).toEqual({ status: 403, body: expect.objectContaining({ error: "forbidden" }) });
  await page.reload();
  await expect(emailRow(page).getByRole("cell").nth(0)).toHaveText("Gave up");
  expect((await deadDelivery("enquiry")).delivery).toBe(delivery);
});

test("an administrator sees the undelivered leads, sends them again, and the e-mail reaches sales", async ({
  page,
}) => {
  await joinAs(page, "ada.admin@kaveri-digital.example", "admin", "Ada Admin");

  await test.step("the lists flag the undelivered leads", async () => {
    await nav(page).getByRole("link", { name: "Applications" }).click();
    await expect(
      page.getByText(
        "1 application could not be delivered to hiring by e-mail or webhook. Open it to send it again.",
      ),
    ).toBeVisible();
    await expect(
      page.getByRole("row").filter({ hasText: "Divya Rao" }).getByText("Not delivered"),
    ).toHaveText("Not delivered: Hiring may not have received it: its e-mail or webhook gave up");

    await nav(page).getByRole("link", { name: "Enquiries" }).click();
    await expect(
      page.getByText(
        "1 enquiry could not be delivered to sales by e-mail or webhook. Open it to send it again.",
      ),
    ).toBeVisible();
    const row = page.getByRole("row").filter({ hasText: "Ravi Nair" });
    await expect(row.getByText("Not delivered")).toBeVisible();
    await expectNoAxeViolations(page, "/team/enquiries with an undelivered enquiry", {
      reveal: false,
    });
    await shootConsole(page, "deliveries-inbox");
    await page.emulateMedia({ colorScheme: "dark" });
    await expectNoAxeViolations(page, "/team/enquiries with an undelivered enquiry, dark", {
      reveal: false,
      rules: colourRules,
    });
    await page.emulateMedia({ colorScheme: "light" });
    await row.getByRole("link", { name: "Ravi Nair" }).click();
  });

  const { lead, delivery } = await deadDelivery("enquiry");

  await test.step("the enquiry's dead e-mail has a Retry button", async () => {
    await expect(page.getByRole("heading", { level: 1, name: "Ravi Nair" })).toBeVisible();
    await expect(page.getByText("Not delivered", { exact: false }).first()).toBeVisible();
    await expect(emailRow(page).getByRole("cell").nth(0)).toHaveText("Gave up");
    await expect(
      emailRow(page).getByRole("button", { name: "Retry e-mail delivery" }),
    ).toBeEnabled();
    for (const viewport of [mobileViewport, desktopViewport]) {
      await page.setViewportSize(viewport);
      await expectNoAxeViolations(page, `/team/enquiries/<id> at ${viewport.width}px`, {
        reveal: false,
      });
      await shootConsole(page, "deliveries-enquiry dead");
      await page.emulateMedia({ colorScheme: "dark" });
      await expectNoAxeViolations(page, `/team/enquiries/<id> at ${viewport.width}px, dark`, {
        reveal: false,
        rules: colourRules,
      });
      await shootConsole(page, "deliveries-enquiry dead");
      await page.emulateMedia({ colorScheme: "light" });
    }
  });

  await test.step("Retry: disabled while it runs, then the delivery is pending again", async () => {
    // The retried send will wait at the relay until the table has been read.
    gate.hold();
    // The request is held too, to see the button while it runs.
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      `**/api/team/enquiries/${lead}/deliveries/${delivery}/retry`,
      async (route) => {
        await released;
        await route.continue();
      },
    );
    const answered = page.waitForResponse((r) => r.url().endsWith(`/${delivery}/retry`));
    const button = emailRow(page).getByRole("button", { name: "Retry e-mail delivery" });
    await button.click();
    await expect(button).toBeDisabled();
    release();
    const answer = await answered;
    expect(answer.status()).toBe(200);
    expect(answer.request().headers()["x-csrf-token"]).toBeTruthy();
    const retried = ((await answer.json()) as { id: number; state: string }[]).find(
      (d) => d.id === delivery,
    );
    // The contract: the retried delivery is pending again. Held by the last test, so that the
    // console's side below is still checked with whatever state the server answered.
    if (retried?.state !== "pending")
      contractGaps.push(
        `POST /api/team/enquiries/{id}/deliveries/{deliveryId}/retry answered the retried delivery as ${JSON.stringify(retried?.state)}, not "pending"`,
      );
    expect(["pending", "failed"], "a state the delivery is sent again from").toContain(
      retried?.state,
    );

    await expect(page.getByRole("status")).toHaveText("The e-mail delivery will be sent again.");
    await expect(emailRow(page).getByRole("cell").nth(0)).toHaveText(
      retried?.state === "pending" ? "Pending" : "Failed, will retry",
    );
    await expect(page.getByRole("button", { name: /^Retry/ })).toHaveCount(0);
    await expect(page.getByText("Not delivered")).toHaveCount(0);
    // The button is gone: focus is on the table's heading, not lost.
    await expect(page.getByRole("heading", { level: 2, name: "Delivery" })).toBeFocused();
    await shootConsole(page, "deliveries-enquiry retried");
  });

  await test.step("the e-mail goes out, and the enquiry reads delivered", async () => {
    await gate.holding();
    gate.open();
    const mail = await smtp.waitFor((m) => m.to.includes(salesAddress));
    expect(mail.text).toContain(enquiryMessage);
    // Marked delivered once the relay has accepted it.
    await expect
      .poll(async () => (await undeliveredLeads()).map((row) => row.outbox), {
        message: "the enquiry's e-mail is delivered; the application's is still dead",
      })
      .toEqual(["application"]);
    await page.reload();
    await expect(emailRow(page).getByRole("cell").nth(0)).toHaveText("Delivered");
    await page.getByRole("link", { name: "All enquiries" }).click();
    await expect(page.getByRole("row").filter({ hasText: "Ravi Nair" })).toBeVisible();
    await expect(page.getByText("Not delivered")).toHaveCount(0);
    await expect(page.getByText(/could not be delivered/)).toHaveCount(0);
  });

  await test.step("a retry already done elsewhere shows the console's error", async () => {
    const application = await deadDelivery("application");
    await page.goto(`/team/applications/${application.lead}`);
    await expect(page.getByRole("heading", { level: 1, name: "Divya Rao" })).toBeVisible();
    const button = emailRow(page).getByRole("button", { name: "Retry e-mail delivery" });
    await expect(button).toBeEnabled();
    // Another administrator's retry, from another tab, before this one's click.
    const elsewhere = await page.evaluate(async (path) => {
      const session = (await (await fetch("/api/team/session")).json()) as { csrf: string };
      const answer = await fetch(path, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-CSRF-Token": session.csrf },
        body: "{}",
      });
      return answer.status;
    }, `/api/team/applications/${application.lead}/deliveries/${application.delivery}/retry`);
    expect(elsewhere).toBe(200);
    await button.click();
    await expect(page.getByRole("alert")).toHaveText(
      "This delivery is not dead any more: someone may have retried it already. The table shows its state now.",
    );
    // The page reads the application again: nothing is dead any more, so no button.
    await expect(page.getByRole("button", { name: /^Retry/ })).toHaveCount(0);
    await expect(emailRow(page).getByRole("cell").nth(0)).not.toHaveText("Gave up");
    await shootConsole(page, "deliveries-application retried elsewhere");
  });

  await test.step("the audit log names both retries", async () => {
    await nav(page).getByRole("link", { name: "Audit log" }).click();
    const retries = page.getByRole("row").filter({ hasText: "Delivery retried" });
    await expect(retries).toHaveCount(2);
    await expect(retries.filter({ hasText: lead })).toContainText(`enquiry delivery ${delivery}`);
    await expect(retries.filter({ hasText: lead })).toContainText("Ada Admin");
  });
});

test("the server's answers to the console are what the contract says", () => {
  expect(contractGaps).toEqual([]);
});
