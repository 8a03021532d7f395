import { expect, test } from "../support/fixtures";
import { visit } from "../support/visit";
import { unknownPath } from "../support/routes";

for (const path of [unknownPath, "/about-us/no-such-page"]) {
  test(`${path} answers 404 with the not-found page and a link home`, async ({
    page,
    consoleErrors,
  }) => {
    // The browser logs the 404 response itself as a failed resource load.
    consoleErrors.allow(/Failed to load resource: the server responded with a status of 404/);

    const response = await visit(page, path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
    await expect(page.getByRole("main").locator('a[href="/"]')).toBeVisible();

    await page.getByRole("main").locator('a[href="/"]').click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Oops! Page not found");
  });
}

test("an unknown service answers 404 with 'Service Not Found' and a Go Back button", async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(/Failed to load resource: the server responded with a status of 404/);
  await visit(page, "/services");
  const response = await visit(page, "/services/unknown");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Service Not Found");
  await page.getByRole("link", { name: "Go Back" }).click();
  await expect(page).toHaveURL(/\/services$/);
});
