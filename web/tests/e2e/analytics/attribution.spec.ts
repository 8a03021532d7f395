// An enquiry carries the source of the visit that sent it, found by the server from that
// visitor's first page view of the day (src/analytics/attribution.rs), into what sales reads: the
// stored enquiry and the e-mail a real (local) SMTP server receives. And without JavaScript, where
// nothing was counted, the form's own request says where it was sent from. A server of its own
// (its own database and SMTP receiver), so the shared server's other tests cannot be the visit.
import { execFileSync } from "node:child_process";
import { createServer, type AddressInfo, type Server } from "node:net";
import type { Browser, Page } from "@playwright/test";
import { serverBin, startServer } from "../support/server.mjs";
import { expect, test } from "../support/fixtures";

const chromeUserAgent =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36";
const firefoxUserAgent = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";

/** A local SMTP server speaking just enough of RFC 5321 for the server's mailer; keeps each DATA. */
function smtpReceiver(): Promise<{ port: number; messages: string[]; server: Server }> {
  const messages: string[] = [];
  const server = createServer((socket) => {
    let buffer = "";
    let inData = false;
    socket.write("220 test ESMTP\r\n");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      for (;;) {
        if (inData) {
          const end = buffer.indexOf("\r\n.\r\n");
          if (end < 0) return;
          messages.push(buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          inData = false;
          socket.write("250 OK\r\n");
          continue;
        }
        const line = buffer.indexOf("\r\n");
        if (line < 0) return;
        const command = buffer.slice(0, line).toUpperCase();
        buffer = buffer.slice(line + 2);
        if (command.startsWith("EHLO") || command.startsWith("HELO")) socket.write("250 test\r\n");
        else if (command.startsWith("DATA")) {
          inData = true;
          socket.write("354 go on\r\n");
        } else if (command.startsWith("QUIT")) socket.end("221 bye\r\n");
        else socket.write("250 OK\r\n");
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve({ port: (server.address() as AddressInfo).port, messages, server }),
    ),
  );
}

/** A port nothing listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

const visitor = {
  "First name": "Asha",
  "Last name": "Rao",
  "Work email": "asha.rao@company.co.in",
  Message: "We would like an assistant on our order portal.",
};

async function fillEnquiry(page: Page) {
  for (const [label, value] of Object.entries(visitor))
    await page.getByLabel(label, { exact: true }).fill(value);
  // A person takes a few seconds; the server flags a form sent faster as automated.
  await page.waitForTimeout(2_600);
}

test.describe("the source of an enquiry", () => {
  // Two servers and a mail round trip.
  test.describe.configure({ timeout: 90_000 });

  let smtp: Awaited<ReturnType<typeof smtpReceiver>>;
  let site: Awaited<ReturnType<typeof startServer>>;

  test.beforeAll(async () => {
    smtp = await smtpReceiver();
    site = await startServer({
      port: await freePort(),
      env: {
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        DELIVERY_POLL_MS: "100",
      },
    });
  });

  test.afterAll(() => {
    site.stop();
    smtp.server.close();
  });

  const storedEnquiries = () =>
    JSON.parse(
      execFileSync(serverBin, ["enquiries", "export", "--format", "json"], {
        env: { ...process.env, DATABASE_URL: site.env.DATABASE_URL },
      }).toString(),
    ) as Record<string, string | null>[];

  async function newPage(browser: Browser, options: Parameters<Browser["newContext"]>[0]) {
    const context = await browser.newContext({
      baseURL: site.baseURL,
      reducedMotion: "reduce",
      ...options,
    });
    return { context, page: await context.newPage() };
  }

  test("is the campaign it landed from two pages before, in the stored enquiry and the e-mail to sales", async ({
    browser,
  }) => {
    const { context, page } = await newPage(browser, { userAgent: chromeUserAgent });
    const counted = () =>
      page.waitForResponse((r) => r.url().endsWith("/api/event") && r.status() === 202);
    let view = counted();
    await page.goto("/?utm_source=newsletter&utm_campaign=winter");
    await view;
    view = counted();
    await page.getByRole("link", { name: "Explore All Services" }).click();
    await expect(page).toHaveURL(/\/services$/);
    await view;
    view = counted();
    await page.getByRole("banner").getByRole("link", { name: "Contact Us" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await view;

    await fillEnquiry(page);
    const stored = page.waitForResponse(
      (r) => r.url().endsWith("/api/enquiries") && r.request().method() === "POST",
    );
    await page.getByRole("button", { name: "Send Enquiry" }).click();
    expect((await stored).status()).toBe(201);

    const enquiry = storedEnquiries().at(-1);
    expect(enquiry).toMatchObject({
      sourceKind: "visit",
      source: "newsletter",
      sourceCampaign: "winter",
      sourceLanding: "/",
      sourceLanguage: "en",
    });
    // Quoted-printable soft breaks undone: the line as sales reads it.
    await expect
      .poll(() => smtp.messages.map((m) => m.replaceAll("=\r\n", "")).join("\n"), {
        timeout: 20_000,
      })
      .toContain("Source:       from: newsletter / campaign winter, landed on /\r\n");
    // Nothing of the counting on the device.
    expect(await context.cookies()).toEqual([]);
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
    expect(
      await page.evaluate(() =>
        Object.keys(localStorage).filter((key) => /count|visit|source|utm|campaign/i.test(key)),
      ),
    ).toEqual([]);
    await context.close();
  });

  test("without JavaScript is the page the form was sent from, as the server saw it", async ({
    browser,
  }) => {
    // Another browser: none of its pages were counted (no script runs).
    const { context, page } = await newPage(browser, {
      userAgent: firefoxUserAgent,
      javaScriptEnabled: false,
    });
    await page.goto("/contact?utm_source=print&utm_campaign=brochure-2026");
    await fillEnquiry(page);
    await page.getByRole("button", { name: "Send Enquiry" }).click();
    await expect(page).toHaveURL(/\/contact\/thanks$/);
    const enquiry = storedEnquiries().at(-1);
    expect(enquiry).toMatchObject({
      sourceKind: "request",
      source: "print",
      sourceCampaign: "brochure-2026",
      sourceLanding: "/contact",
    });
    await context.close();
  });
});
