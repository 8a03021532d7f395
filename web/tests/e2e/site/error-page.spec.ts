import { expect, test } from "../support/fixtures";
import { visit } from "../support/visit";

const message = "The testimonials page blew up (e2e)";

test("an error thrown while rendering a route shows 'Unexpected Application Error!' with the message and no stack", async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(/The testimonials page blew up \(e2e\)/);
  await visit(page, "/");
  // The production chunk of the /testimonials route, as the app's own manifest names it.
  const chunk = await page.evaluate(() => {
    const manifest = (
      window as Window & {
        __reactRouterManifest?: { routes: Record<string, { path?: string; module: string }> };
      }
    ).__reactRouterManifest;
    return Object.values(manifest?.routes ?? {}).find((r) => r.path === "testimonials")?.module;
  });
  expect(chunk, "the manifest names the /testimonials route module").toMatch(/^\/assets\/.+\.js$/);
  // Serve it as a module whose component throws, then navigate to it inside the app.
  await page.route(`**${chunk}`, (route) =>
    route.fulfill({
      contentType: "text/javascript",
      body: `export default function Testimonials() { throw new Error(${JSON.stringify(message)}); }`,
    }),
  );
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByRole("button", { name: "Who we are" }).click();
  await nav.getByRole("link", { name: /Testimonials/ }).click();

  await expect(page).toHaveURL(/\/testimonials$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Unexpected Application Error!");
  await expect(page.getByRole("main")).toContainText(message);
  const text = await page.locator("body").innerText();
  expect(text, "no stack trace in production").not.toMatch(/\bat \S+ \(|\/assets\/[\w-]+\.js:\d+/);
  await expect(page.locator("main pre")).toHaveCount(0);
  // The error page keeps the site's layout so the visitor can go on.
  await expect(page.getByRole("banner")).toBeVisible();
});
