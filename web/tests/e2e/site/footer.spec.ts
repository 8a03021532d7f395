import type { Page } from "@playwright/test";
import { site } from "../../../app/site";
import { expect, test } from "../support/fixtures";
import { visit } from "../support/visit";

const footer = (page: Page) => page.getByRole("contentinfo");

test.beforeEach(async ({ page }) => {
  await visit(page, "/");
});

test("opens with a call to action leading to /contact and the company blurb", async ({ page }) => {
  const cta = footer(page).getByRole("link").first();
  expect(new URL((await cta.getAttribute("href")) ?? "", page.url()).pathname).toBe("/contact");
  await expect(footer(page).getByRole("heading").first()).toBeVisible();
  await expect(footer(page).getByText(site.blurb)).toBeVisible();
});

test("gives the email, the phone and an Indian street address with a maps link", async ({
  page,
}) => {
  const email = footer(page).getByRole("link", { name: site.contact.email });
  await expect(email).toHaveAttribute("href", `mailto:${site.contact.email}`);

  const phone = footer(page).getByRole("link", { name: site.contact.phone });
  const digits = site.contact.phone.replace(/\D/g, "");
  await expect(phone).toHaveAttribute("href", new RegExp(`^tel:\\+?${digits}$`));

  const { address } = site.contact;
  const maps = footer(page).getByRole("link", { name: new RegExp(address.locality) });
  await expect(maps).toContainText(address.street);
  await expect(maps).toContainText("India");
  await expect(maps).toHaveAttribute(
    "href",
    /^https:\/\/(www\.)?(openstreetmap\.org|google\.[a-z.]+\/maps|maps\.google)/,
  );
  await expect(maps).toHaveAttribute("target", "_blank");
  await expect(maps).toHaveAttribute("rel", /noopener/);
  // Marked as leaving the site: the icon, and the words naming where it goes.
  await expect(maps.locator(".icon-external-link")).toBeVisible();
  await expect(maps).toHaveAccessibleName(/OpenStreetMap in a new tab/);
});

test("has the four link columns, each link a page of the site opening in place", async ({
  page,
}) => {
  for (const heading of ["Company", "Solutions", "Resources", "Support"]) {
    const column = footer(page).getByRole("navigation", { name: heading, exact: true });
    await expect(column, `the ${heading} column`).toBeVisible();
    const links = await column.getByRole("link").all();
    expect(links.length, `${heading} has links`).toBeGreaterThan(0);
    for (const link of links) {
      expect(await link.getAttribute("href"), `a path of the site`).toMatch(/^\/[^/]/);
      expect(await link.getAttribute("target"), "opens in place").toBeNull();
    }
  }
});

test("ends with the 2024 copyright line and the four social links, each with an accessible name", async ({
  page,
}) => {
  await expect(footer(page).getByText(new RegExp(`©\\s*${site.copyrightYear}\\b`))).toBeVisible();
  const networks = [
    { name: /LinkedIn/, host: /(^|\.)linkedin\.com$/ },
    { name: /\bX\b|Twitter/, host: /(^|\.)(x|twitter)\.com$/ },
    { name: /Instagram/, host: /(^|\.)instagram\.com$/ },
    { name: /Facebook/, host: /(^|\.)facebook\.com$/ },
  ];
  for (const network of networks) {
    const link = footer(page).getByRole("link", { name: network.name });
    await expect(link).toHaveCount(1);
    await expect(link).toBeVisible();
    expect(new URL((await link.getAttribute("href")) ?? "").hostname).toMatch(network.host);
    await expect(link).toHaveAttribute("rel", /noopener/);
  }
});

test("the privacy and terms links lead to real pages", async ({ page, request }) => {
  for (const { name, path } of [
    { name: /privacy/i, path: "/privacy" },
    { name: /terms/i, path: "/terms" },
  ]) {
    const link = footer(page).getByRole("link", { name });
    await expect(link).toHaveAttribute("href", path);
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const other = await page.context().newPage();
    await visit(other, path);
    await expect(other.getByRole("heading", { level: 1 })).toHaveText(name);
    await expect(other.getByText("Oops! Page not found")).toHaveCount(0);
    await other.close();
  }
});
