import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { expect, test } from "../support/fixtures";
import { allLanguages } from "~/site";
import { jobs } from "../careers/jobs";

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

// Japanese writes the family name first: its forms ask for 姓 (lastName) before 名 (firstName),
// under the same field names the server reads; every other language asks for the given name first.
for (const { code } of allLanguages) {
  test(`${code}: the enquiry and application forms ask for the names in ${code}'s order`, async ({
    page,
  }) => {
    const expected = code === "ja" ? ["lastName", "firstName"] : ["firstName", "lastName"];
    const prefix = code === "en" ? "" : `/${code}`;
    for (const path of [`${prefix}/contact`, `${prefix}/careers/${jobs[0]!.slug}`]) {
      await page.goto(path);
      const names = await page
        .locator("form :is(input, select, textarea):not([type=hidden])")
        .evaluateAll((fields) => fields.map((field) => field.getAttribute("name")));
      expect(
        names.filter((name) => name === "firstName" || name === "lastName"),
        path,
      ).toEqual(expected);
    }
    if (code === "ja") {
      await page.goto("/ja/contact");
      const labels = await page.locator("form label").allTextContents();
      expect(labels.findIndex((l) => l.startsWith("姓"))).toBeLessThan(
        labels.findIndex((l) => l.startsWith("名")),
      );
    }
  });
}
