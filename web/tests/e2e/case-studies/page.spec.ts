import { breadcrumbItems } from "../support/breadcrumbs";
import { jsonLdOf, ofType } from "../support/json-ld";
import { expect, test } from "../support/fixtures";
import { visit } from "../support/visit";
import { indexPath, studies, studyPath } from "./studies";

for (const study of studies) {
  const path = studyPath(study.slug);

  test(`${path} shows the study in full`, async ({ page, request }) => {
    const response = await visit(page, path);
    expect(response?.status()).toBe(200);
    const main = page.getByRole("main");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(study.title);

    // Hero: client, industry (a link to its page), duration.
    const facts = await main
      .locator("dl")
      .first()
      .locator("> div")
      .evaluateAll((rows) =>
        Object.fromEntries(
          rows.map((r) => [
            r.querySelector("dt")?.textContent,
            r.querySelector("dd")?.textContent?.trim(),
          ]),
        ),
      );
    expect(facts).toMatchObject({ Client: study.client, Duration: study.duration });
    expect(facts.Industry).toBeTruthy();
    await expect(
      main.locator("dl").first().getByRole("link", { name: facts.Industry }),
    ).toHaveAttribute("href", `/industries/${study.industry}`);

    // Outcomes, as large figures.
    const outcomes = page.getByRole("region", { name: "Outcomes" });
    await expect(outcomes.locator("dd")).toHaveText(study.outcomes.map((o) => o.value));
    await expect(outcomes.locator("dt")).toHaveText(study.outcomes.map((o) => o.label));
    const figureSize = await outcomes
      .locator("dd")
      .first()
      .evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    expect(figureSize, "outcome figures are large").toBeGreaterThanOrEqual(36);

    await expect(
      main
        .getByRole("heading", { name: "The challenge", level: 2 })
        .locator("xpath=following-sibling::p"),
    ).toHaveText(study.challenge);
    await expect(
      main
        .getByRole("heading", { name: "Our solution", level: 2 })
        .locator("xpath=following-sibling::p"),
    ).toHaveText(study.solution);
    // The study's artwork (the client's small wordmark beside its name is checked in index.spec.ts).
    const artwork = main.locator("img:not([src^='/images/clients/'])");
    await expect(artwork).toHaveCount(1);
    await expect(artwork).toHaveAttribute("width", /\d+/);
    await expect(artwork).toHaveAttribute("height", /\d+/);
    // The long-form body.
    expect(await main.locator("h2").allTextContents()).toContain("What we built");

    await expect(page.getByRole("region", { name: "Results" }).getByRole("listitem")).toHaveText(
      study.results,
    );
    await expect(
      page.getByRole("region", { name: "Technologies" }).getByRole("listitem"),
    ).toHaveText(study.technologies);

    const serviceLinks = page.getByRole("region", { name: "Services involved" }).getByRole("link");
    expect(await serviceLinks.evaluateAll((as) => as.map((a) => a.getAttribute("href")))).toEqual(
      study.services.map((s) => `/services/${s}`),
    );
    const industryLinks = page
      .getByRole("region", { name: "Industry", exact: true })
      .getByRole("link");
    expect(await industryLinks.evaluateAll((as) => as.map((a) => a.getAttribute("href")))).toEqual([
      `/industries/${study.industry}`,
      `${indexPath}/industry/${study.industry}`,
    ]);
    for (const href of [
      ...study.services.map((s) => `/services/${s}`),
      `/industries/${study.industry}`,
      `${indexPath}/industry/${study.industry}`,
    ]) {
      expect((await request.get(href)).status(), href).toBe(200);
    }
    // No call to action of its own right above the footer's (removed on purpose): the footer's is the one.
    await expect(main.locator("[data-closing-band]")).toHaveCount(0);

    // Breadcrumbs, visible and as JSON-LD.
    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(breadcrumb.getByRole("link")).toHaveText(["Home", "Resources", "Case studies"]);
    expect(
      await breadcrumb.getByRole("link").evaluateAll((as) => as.map((a) => a.getAttribute("href"))),
    ).toEqual(["/", "/resources", indexPath]);
    await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText(study.client);
    const data = await jsonLdOf(page);
    const items = breadcrumbItems(data);
    expect(items.map((i) => i.name)).toEqual(["Home", "Resources", "Case studies", study.client]);
    expect(items.at(-1)?.item).toMatch(new RegExp(`${path}$`));

    // Article: headline, description, date, the organisation as author and publisher, image, page.
    const [article] = ofType(data, "Article");
    expect(article, "an Article").toBeTruthy();
    expect(article).toMatchObject({
      "@context": "https://schema.org",
      headline: study.title,
      description: study.summary,
      datePublished: study.datePublished,
      author: { "@type": "Organization", name: "Kaveri Digital" },
      publisher: { "@type": "Organization", name: "Kaveri Digital" },
    });
    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    expect(canonical).toMatch(new RegExp(`${path}$`));
    expect((article!.mainEntityOfPage as Record<string, string>)["@id"]).toBe(canonical);
    const [image] = article!.image as string[];
    expect((await request.get(new URL(image!).pathname)).headers()["content-type"]).toBe(
      "image/png",
    );

    // Its own title, description and Open Graph card.
    await expect(page).toHaveTitle(`${study.client}: ${study.title} | Kaveri Digital`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      study.summary,
    );
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", image!);

    // It ends with three other studies to read, each a link to its page.
    const more = main.locator("section#more-case-studies");
    await expect(more.getByRole("heading", { level: 2 })).toHaveText("More client stories");
    const next = await more
      .locator("a[href^='/resources/case-studies/']")
      .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute("href")))]);
    expect(next).toHaveLength(3);
    expect(next).not.toContain(path);
    expect(await main.locator("> *").last().getAttribute("id")).toBe("more-case-studies");
  });
}

test("the study pages have unique titles and dates no later than today", async ({ request }) => {
  const titles = new Set<string>();
  for (const study of studies) {
    const html = await (await request.get(studyPath(study.slug))).text();
    titles.add(html.match(/<title>([^<]+)<\/title>/)?.[1] ?? "");
    expect(study.datePublished <= "2026-11-23", study.slug).toBe(true);
  }
  expect(titles.size).toBe(studies.length);
});

for (const path of [
  `${indexPath}/no-such-study`,
  `${indexPath}/industry/no-such-industry`,
  `${indexPath}/service/no-such-service`,
]) {
  test(`${path} answers 404 with the not-found page`, async ({ page, consoleErrors }) => {
    consoleErrors.allow(/Failed to load resource: the server responded with a status of 404/);
    consoleErrors.allow(/404 Error: User attempted to access non-existent route/);
    const response = await visit(page, path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  });
}
