import { expect, test } from "../support/fixtures";

const message = "The testimonials module blew up (e2e)";

test("an error thrown while rendering a route shows 'Unexpected Application Error!' with the message and no stack", async ({ page, consoleErrors }) => {
  consoleErrors.allow(new RegExp(message.replace(/[()]/g, "\\$&")));
  // Serve the production chunk of one route as a module whose component throws.
  await page.route(/\/assets\/testimonials-[\w-]+\.js$/, (route) =>
    route.fulfill({
      contentType: "text/javascript",
      body: `export default function Testimonials() { throw new Error(${JSON.stringify(message)}); }`,
    }),
  );
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByRole("button", { name: "Newsroom" }).click();
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
