import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { expect, test } from "../support/fixtures";
import { allLanguages } from "~/site";

// The enquiry form without JavaScript in each other language: the server answers the error page
// in the form's language (its <html lang dir>, its messages), keeps every value typed, and thanks
// the visitor on that language's thank-you page.

const content = new URL("../../../content/", import.meta.url);
const errorsOf = (code: string) =>
  (
    parse(readFileSync(new URL(`${code}/enquiry-form.yaml`, content), "utf8")) as {
      errors: Record<string, string>;
    }
  ).errors;

test.use({ javaScriptEnabled: false });

for (const { code, dir } of allLanguages.filter((l) => l.code !== "en")) {
  test(`${code}: a mistyped e-mail comes back in ${code} with every value kept, then the thanks`, async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 400/);
    await page.goto(`/${code}/contact`);
    const form = page.locator("form[action='/api/enquiries']");
    await form.locator("[name=firstName]").fill("Asha");
    await form.locator("[name=lastName]").fill("Rao");
    await form.locator("[name=email]").fill("asha@nowhere");
    await form.locator("[name=message]").fill("Ein Assistent für unser Bestellportal.");
    await form.locator("button[type=submit]").click();
    await expect(page.locator("html")).toHaveAttribute("lang", code);
    await expect(page.locator("html")).toHaveAttribute("dir", dir);
    await expect(page.locator("[name=email]")).toHaveAccessibleDescription(
      errorsOf(code).badEmail!,
    );
    await expect(page.locator("[name=firstName]")).toHaveValue("Asha");
    await expect(page.locator("[name=message]")).toHaveValue(
      "Ein Assistent für unser Bestellportal.",
    );
    await page.locator("[name=email]").fill("asha.rao@company.co.in");
    await page.locator("form[action='/api/enquiries'] button[type=submit]").click();
    await expect(page).toHaveURL(new RegExp(`/${code}/contact/thanks$`));
    await expect(page.locator("html")).toHaveAttribute("lang", code);
  });
}
