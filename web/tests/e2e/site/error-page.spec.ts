import { expect, test } from "../support/fixtures";

const message = "The console blew up (e2e)";

// Public pages no longer run React Router in the browser (issue 34): the team console is the one
// client app, so a route that throws while rendering is tried there.
test("an error thrown while rendering a route shows 'Unexpected Application Error!' with the message and no stack", async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(/The console blew up \(e2e\)/);
  // Signed out, the console's question for the session is answered 401, which Chromium logs.
  consoleErrors.allow(/status of 401 \(Unauthorized\)/);
  await page.goto("/team/");
  // The production chunk of the console's route, as the app's own manifest names it.
  const manifestChunk = () =>
    page.evaluate(() => {
      const manifest = (
        window as Window & {
          __reactRouterManifest?: { routes: Record<string, { path?: string; module: string }> };
        }
      ).__reactRouterManifest;
      return Object.values(manifest?.routes ?? {}).find((r) => r.path === "team/*")?.module;
    });
  await expect.poll(manifestChunk).toMatch(/^\/assets\/.+\.js$/);
  const chunk = await manifestChunk();
  // Serve it as a module whose component throws, then load the console again.
  await page.route(`**${chunk}`, (route) =>
    route.fulfill({
      contentType: "text/javascript",
      body: `export default function Console() { throw new Error(${JSON.stringify(message)}); }`,
    }),
  );
  await page.reload();

  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Unexpected Application Error!");
  await expect(page.getByRole("main")).toContainText(message);
  const text = await page.locator("body").innerText();
  expect(text, "no stack trace in production").not.toMatch(/\bat \S+ \(|\/assets\/[\w-]+\.js:\d+/);
  await expect(page.locator("main pre")).toHaveCount(0);
  // The error page keeps the site's layout so the visitor can go on.
  await expect(page.getByRole("banner")).toBeVisible();
});
