// Traffic counting as the browser does it (lib/inline-scripts/count.ts): what each page view and
// goal posts to the site's own /api/event, that nothing is kept on the device, and the privacy
// page's opt-out. Whether the server counts an event (bots, Do Not Track) is its own concern,
// proved by the server's tests; here every event is answered 202.
import type { Page, Request } from "@playwright/test";
import { countEndpoint, countOptOutKey } from "../../../app/lib/inline-scripts/count";
import { expect, test } from "../support/fixtures";
import { visit } from "../support/visit";

/** A desktop Chrome as visitors have it: the server takes HeadlessChrome for a bot. */
const chromeUserAgent =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36";

interface SentEvent {
  name: string;
  url: string;
  referrer: string | null;
  props?: Record<string, string>;
  /** Where it was posted, and how. */
  to: string;
  contentType: string;
  body: string;
  request: Request;
}

/** Every event the page posts, in order, as sent. */
function recordEvents(page: Page): SentEvent[] {
  const events: SentEvent[] = [];
  page.on("request", (request) => {
    if (request.method() !== "POST" || new URL(request.url()).pathname !== countEndpoint) return;
    const body = request.postData() ?? "";
    events.push({
      ...(JSON.parse(body) as Pick<SentEvent, "name" | "url" | "referrer" | "props">),
      to: request.url(),
      contentType: request.headers()["content-type"] ?? "",
      body,
      request,
    });
  });
  return events;
}

const pageViews = (events: SentEvent[]) =>
  events.filter((e) => e.name === "pageview").map((e) => new URL(e.url).pathname);

/** The server's answer to an event. */
const statusOf = async (event: SentEvent) => (await event.request.response())?.status();

/** The privacy page's opt-out, as the page shows its state. */
const optOutState = (page: Page) => page.locator("main").getByRole("status");
const contactLink = (page: Page) =>
  page.getByRole("banner").getByRole("link", { name: "Contact Us" });
const homeLink = (page: Page) =>
  page.getByRole("banner").getByRole("link", { name: "Kaveri Digital home" });

test.describe("in a visitor's browser", () => {
  // Reduced motion: the home page's splash stays away from the clicks.
  test.use({ userAgent: chromeUserAgent, reducedMotion: "reduce" });

  test("five pages browsed are five page views, posted to the page's own origin and answered 202", async ({
    page,
  }) => {
    // Each link opens a document of its own, which sends its own page view. The visitor reads
    // each page until its view is answered: the browser does not report the answer to a request
    // of a page already left.
    const events = recordEvents(page);
    const answered = async (views: number) => {
      await expect.poll(() => pageViews(events)).toHaveLength(views);
      await statusOf(events.at(-1)!);
    };
    await visit(page, "/");
    await expect.poll(() => pageViews(events)).toEqual(["/"]);
    await answered(1);

    const steps: [() => Promise<void>, RegExp][] = [
      [() => page.getByRole("link", { name: "Explore All Services" }).click(), /\/services$/],
      [() => contactLink(page).click(), /\/contact$/],
      [() => homeLink(page).click(), /\/$/],
      [() => page.getByRole("link", { name: "Discover All Solutions" }).click(), /\/industries$/],
    ];
    for (const [step, [click, url]] of steps.entries()) {
      await click();
      await expect(page).toHaveURL(url);
      await answered(step + 2);
    }
    await expect
      .poll(() => pageViews(events))
      .toEqual(["/", "/services", "/contact", "/", "/industries"]);

    const origin = new URL(page.url()).origin;
    for (const event of events) {
      expect(event.to).toBe(`${origin}${countEndpoint}`);
      expect(event.contentType).toMatch(/^text\/plain\b/);
      expect(new URL(event.url).origin).toBe(origin);
      // Opened by address, then by the site's own links: no other site referred the visit, and
      // the site's own pages are never sent as referrers.
      expect(event.referrer).toBeNull();
      expect(event).not.toHaveProperty("props");
      expect(await statusOf(event), `the answer to ${event.url}`).toBe(202);
    }
    expect(events).toHaveLength(5);

    // Nothing of counting is kept on the device: no cookie, nothing in either storage.
    expect(await page.evaluate(() => document.cookie)).toBe("");
    expect(await page.context().cookies()).toEqual([]);
    const stored = await page.evaluate(() => ({
      local: Object.keys(localStorage),
      session: Object.keys(sessionStorage),
    }));
    expect(stored.local).toEqual([]);
    expect(stored.session).toEqual([]);
  });

  test("a visit from another site sends that site as the landing page's referrer, and only there", async ({
    page,
  }) => {
    const events = recordEvents(page);
    await page.goto("/services", { referer: "https://www.example.org/" });
    await expect.poll(() => pageViews(events)).toEqual(["/services"]);
    await contactLink(page).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect.poll(() => pageViews(events)).toEqual(["/services", "/contact"]);
    expect(events.map((e) => e.referrer)).toEqual(["https://www.example.org/", null]);
  });

  test("a click on a marked call to action sends its goal from the page it is on", async ({
    page,
  }) => {
    const events = recordEvents(page);
    await visit(page, "/");
    await expect.poll(() => pageViews(events)).toEqual(["/"]);
    // The link opens a document, and the browser forgets the requests of the page it leaves
    // (the beacon's answer is never reported to the test): the goal's request, as the browser
    // sent it, is passed on to the server here, and the server's answer kept.
    let goalStatus: number | undefined;
    await page.route(countEndpoint, async (route) => {
      const response = await route.fetch();
      if (route.request().postData()?.includes('"cta-hero"')) goalStatus = response.status();
      await route.fulfill({ response });
    });
    await page.getByRole("link", { name: "Start Your Transformation" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect
      .poll(() => events.map((e) => e.name))
      .toEqual(["pageview", "cta-hero", "pageview"]);
    expect(events[1]).toMatchObject({
      url: new URL("/", page.url()).href,
      props: { cta: "primary" },
    });
    await expect.poll(() => goalStatus).toBe(202);
  });

  test("opening the assistant and messaging it send their goals, without the message", async ({
    page,
  }) => {
    const events = recordEvents(page);
    await visit(page, "/services");
    await page.getByRole("button", { name: /^Chat with / }).click();
    await expect.poll(() => events.map((e) => e.name)).toContain("assistant-open");
    const message = page.getByRole("dialog").getByRole("textbox");
    await message.fill("what does a cloud migration cost");
    await message.press("Enter");
    await expect.poll(() => events.map((e) => e.name)).toContain("assistant-message");
    expect(events.find((e) => e.name === "assistant-message")).not.toHaveProperty("props");
    for (const event of events) expect(event.body).not.toContain("migration");
  });

  test("the privacy page's opt-out stops counting on this device, and turning it on resumes it", async ({
    page,
  }) => {
    const events = recordEvents(page);
    await visit(page, "/privacy");
    await expect.poll(() => pageViews(events)).toEqual(["/privacy"]);
    const state = optOutState(page);
    await expect(state).toHaveText("On this device, traffic counting is on.", {
      useInnerText: true,
    });

    await page.getByRole("button", { name: "Turn counting off" }).click();
    await expect(state).toHaveText("On this device, traffic counting is off.", {
      useInnerText: true,
    });
    expect(await page.evaluate((key) => localStorage.getItem(key), countOptOutKey)).toBe("1");
    // Browsing on while opted out: to the contact page and back.
    await contactLink(page).click();
    await expect(page).toHaveURL(/\/contact$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/privacy$/);

    await page.getByRole("button", { name: "Turn counting on" }).click();
    await expect(state).toHaveText("On this device, traffic counting is on.", {
      useInnerText: true,
    });
    expect(await page.evaluate((key) => localStorage.getItem(key), countOptOutKey)).toBeNull();
    await homeLink(page).click();
    await expect(page).toHaveURL(/\/$/);
    // The page view after the opt-out ended arrives; none from while it held was sent before it.
    await expect.poll(() => pageViews(events)).toEqual(["/privacy", "/"]);
  });

  test("the opt-out works before the app hydrates", async ({ page }) => {
    // The app's modules are held back: the page paints and its inline scripts run, no more.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/*.js", async (route) => {
      await released;
      await route.fallback().catch(() => {});
    });
    await page.goto("/privacy", { waitUntil: "commit" });
    const state = optOutState(page);
    await expect(state).toHaveText("On this device, traffic counting is on.", {
      useInnerText: true,
    });
    await page.getByRole("button", { name: "Turn counting off" }).click();
    await expect(state).toHaveText("On this device, traffic counting is off.", {
      useInnerText: true,
    });
    expect(await page.evaluate(() => document.documentElement.hasAttribute("data-hydrated"))).toBe(
      false,
    );
    expect(await page.evaluate((key) => localStorage.getItem(key), countOptOutKey)).toBe("1");
    release();
  });
});

test("the default headless browser still sends its page view: which visits count is the server's concern", async ({
  page,
}) => {
  const events = recordEvents(page);
  await visit(page, "/");
  expect(await page.evaluate(() => navigator.userAgent)).toContain("HeadlessChrome");
  await expect.poll(() => pageViews(events)).toEqual(["/"]);
  expect(await statusOf(events[0]!)).toBe(202);
});
