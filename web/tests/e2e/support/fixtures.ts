// The `test` every spec imports: Playwright's, plus two checks that run in every test.
//  - Every request the browser context makes is recorded; one to another origin fails the test
//    (and is aborted so nothing leaves the machine).
//  - Every console error and uncaught page error fails the test unless the test expects it with
//    `consoleErrors.allow(/pattern/)`.
import { test as base, expect } from "@playwright/test";
import { ConsoleErrors } from "./console-errors";
import { recordRequests, type RecordedRequest } from "./requests";

interface Fixtures {
  /** Every request made by any page of this test's browser context, in order. */
  requests: RecordedRequest[];
  /** Console errors seen so far; unexpected ones fail the test at the end. */
  consoleErrors: ConsoleErrors;
}

export const test = base.extend<Fixtures>({
  // Playwright reads a fixture's dependencies from its first parameter's pattern: none here.
  // oxlint-disable-next-line no-empty-pattern
  requests: async ({}, use) => {
    await use([]);
  },

  context: async ({ context, baseURL, requests }, use) => {
    const recorder = await recordRequests(
      context,
      new URL(baseURL ?? "http://127.0.0.1").origin,
      requests,
    );
    await use(context);
    expect(
      recorder.foreign(),
      "requests to another origin (nothing may load from outside the site)",
    ).toEqual([]);
  },

  consoleErrors: [
    async ({ page }, use) => {
      const errors = new ConsoleErrors();
      page.on("console", (message) => {
        if (message.type() === "error")
          errors.record({ kind: "console.error", text: message.text(), url: page.url() });
      });
      page.on("pageerror", (error) =>
        errors.record({
          kind: "uncaught",
          text: `${error.name}: ${error.message}`,
          url: page.url(),
        }),
      );
      await use(errors);
      expect(errors.unexpected(), "console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
