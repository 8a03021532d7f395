import type { Page } from "@playwright/test";
import { site } from "../../../app/site";
import { jobCopy, jobPath, jobs } from "../careers/jobs";
import { content } from "../support/content";
import { expect, test } from "../support/fixtures";
import { pageRoutes, unknownPath } from "../support/routes";
import { visit } from "../support/visit";

// The band that ends a page fits the page (closing-bands.yaml): the enquiry band on
// most pages, the hiring band on the careers pages, none under the contact form and the
// confirmation pages, the site search and popular links on the not-found pages; never two.
const { contactCta } = content.navigation;
const closingBands = content["closing-bands"];

/** The bands a visitor sees (a hidden one is not counted), by their key. */
const visibleBands = (page: Page) =>
  page
    .locator("[data-closing-band]")
    .evaluateAll((bands) =>
      bands
        .filter((band) => band.checkVisibility())
        .map((band) => band.getAttribute("data-closing-band")),
    );

const footerBand = (page: Page) => page.getByRole("contentinfo").locator("[data-closing-band]");

test("home ends with exactly one band: the enquiry band, after the client voices", async ({
  page,
}) => {
  await visit(page, "/");
  expect(await visibleBands(page)).toEqual(["enquiry"]);
  // The page's last section is not a call to action of its own.
  expect(await page.locator("main > *").last().locator("a[href='/contact']").count()).toBe(0);
});

test("a service page ends with the enquiry band: the primary action and the success stories", async ({
  page,
}) => {
  await visit(page, "/services/cloud");
  expect(await visibleBands(page)).toEqual(["enquiry"]);
  const band = footerBand(page);
  await expect(band.getByRole("heading", { level: 2 })).toHaveText(closingBands.enquiry.title);
  const links = band.getByRole("link");
  await expect(links).toHaveText([contactCta.label, closingBands.enquiry.secondary.label]);
  expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")))).toEqual([
    contactCta.href,
    closingBands.enquiry.secondary.href,
  ]);
});

for (const path of ["/careers", jobPath(jobs[0]!.slug)]) {
  test(`${path} ends with the hiring band, to the open roles and the hiring team`, async ({
    page,
  }) => {
    await visit(page, path);
    expect(await visibleBands(page)).toEqual(["hiring"]);
    const band = footerBand(page);
    await expect(band.getByRole("heading", { level: 2 })).toHaveText(closingBands.hiring.title);
    await expect(band.getByRole("link", { name: contactCta.label, exact: true })).toHaveCount(0);
    await expect(
      band.getByRole("link", { name: closingBands.hiring.primary.label }),
    ).toHaveAttribute("href", "/careers#open-positions");
    await expect(
      band.getByRole("link", { name: closingBands.hiring.secondary.label }),
    ).toHaveAttribute("href", `mailto:${site.contact.careersEmail}`);

    await band.getByRole("link", { name: closingBands.hiring.primary.label }).click();
    await expect(page).toHaveURL(/\/careers#open-positions$/);
    await expect(page.locator("#open-positions")).toBeInViewport();
  });
}

for (const path of ["/contact", "/contact/thanks", "/careers/thanks"]) {
  test(`${path} has no closing band; the footer keeps its links and contact details`, async ({
    page,
  }) => {
    await visit(page, path);
    expect(await visibleBands(page)).toEqual([]);
    await expect(page.locator("[data-closing-band]")).toHaveCount(0);
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: site.contact.email })).toBeVisible();
    await expect(footer.getByRole("navigation", { name: "Company", exact: true })).toBeVisible();
  });
}

for (const path of [unknownPath, "/careers/no-such-role"]) {
  test(`${path} ends with the site search and the popular pages, not the footer's band`, async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(new RegExp(path));
    consoleErrors.allow(/Failed to load resource: the server responded with a status of 404/);
    const response = await visit(page, path);
    expect(response?.status()).toBe(404);
    expect(await visibleBands(page)).toEqual(["notFound"]);
    await expect(footerBand(page)).toBeHidden();

    const band = page.getByRole("main").locator("[data-closing-band=notFound]");
    await expect(band.getByRole("heading", { level: 2 })).toHaveText(closingBands.notFound.title);
    const popular = band.getByRole("listitem").getByRole("link");
    expect(await popular.evaluateAll((as) => as.map((a) => a.getAttribute("href")))).toEqual(
      closingBands.notFound.popular.map((link) => link.href),
    );

    const search = band.getByRole("search");
    await search.getByRole("searchbox").fill("cloud");
    await search.getByRole("button").click();
    await expect(page).toHaveURL(/\/search\?q=cloud(&|$)/);
  });
}

test("the not-found band's search works before JavaScript: a plain form to /search", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.goto(unknownPath);
  expect(response?.status()).toBe(404);
  const form = page.getByRole("main").getByRole("search");
  await expect(form).toHaveAttribute("action", "/search");
  await expect(form).toHaveAttribute("method", "get");
  await expect(form.getByRole("searchbox")).toHaveAttribute("name", "q");
  // The footer's band is hidden by the stylesheet alone.
  await expect(page.getByRole("contentinfo").locator("[data-closing-band]")).toBeHidden();
  await context.close();
});

/** The visible words of every link to the contact page in a page's HTML (screen-reader-only text left out). */
function contactLinkLabels(html: string): string[] {
  // The language switcher's links (hreflang) name a language, not an action.
  return [
    ...html.matchAll(
      /<a\b(?![^>]*\bhrefLang=)[^>]*\bhref="\/contact(?:#[^"]*)?"[^>]*>([\s\S]*?)<\/a>/g,
    ),
  ].map((match) =>
    match[1]!
      .replace(/<span class="sr-only">[\s\S]*?<\/span>/g, "")
      .replace(/<!--[\s\S]*?-->/g, "")
      .replace(/<[^>]+>/g, "")
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&amp;/g, "&")
      .replace(/\s+/g, " ")
      .trim(),
  );
}

test("every page names the primary action the same way wherever a link leads to /contact", async ({
  request,
}) => {
  // Other labels that lead there ask about something named: a product ("Ask About …") or a role.
  const askAbout = content.ui.askAbout.split("{name}")[0]!;
  const questions = new Set(["Ask a Question", jobCopy.apply.question]);
  const others: string[] = [];
  for (const route of pageRoutes) {
    const html = await (await request.get(route)).text();
    const labels = contactLinkLabels(html);
    expect(labels, `${route}: the header's button`).toContain(contactCta.label);
    for (const label of labels) {
      if (label === contactCta.label) continue;
      // The spec's hero button, on the home page only.
      if (route === "/" && label === "Start Your Transformation") continue;
      if (label.startsWith(askAbout) || questions.has(label)) continue;
      others.push(`${route}: ${label}`);
    }
  }
  expect(others).toEqual([]);
});
