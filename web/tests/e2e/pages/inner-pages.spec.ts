import { expect, test } from "../support/fixtures";
import { ofType } from "../support/json-ld";
import { visit } from "../support/visit";

// The pages this area owns: each has a unique title and description and a BreadcrumbList that
// ends at the page's own canonical URL.
const pages: { path: string; parents: string[] }[] = [
  { path: "/products", parents: [] },
  { path: "/industries", parents: [] },
  { path: "/industries/healthcare", parents: ["/industries"] },
  { path: "/about-us/leadership", parents: [] },
  { path: "/about-us/partnerships", parents: [] },
  { path: "/our-brands", parents: [] },
  { path: "/clients", parents: [] },
  { path: "/resources", parents: [] },
  { path: "/resources/case-studies", parents: ["/resources"] },
  { path: "/resources/projects", parents: ["/resources"] },
  { path: "/resources/media-kit", parents: ["/resources"] },
  { path: "/whats-new", parents: [] },
  { path: "/testimonials", parents: [] },
  { path: "/careers", parents: [] },
  { path: "/privacy", parents: [] },
  { path: "/terms", parents: [] },
];

/** What a crawler reads in a page's pre-rendered HTML. */
function headOf(html: string) {
  const decode = (text: string) =>
    text
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, "&");
  return {
    title: decode(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? ""),
    description: decode(html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? ""),
    canonical: html.match(/<link rel="canonical" href="([^"]+)"/)?.[1] ?? "",
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1] ?? "") as Record<string, unknown>,
    ),
  };
}

test("each page has its own title and description", async ({ request }) => {
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  for (const { path } of pages) {
    const { title, description } = headOf(await (await request.get(path)).text());
    expect(title, `${path} title`).toMatch(/\S/);
    expect(description.length, `${path} description`).toBeGreaterThan(50);
    expect(titles.get(title), `${path} title "${title}" is unique`).toBeUndefined();
    expect(descriptions.get(description), `${path} description is unique`).toBeUndefined();
    titles.set(title, path);
    descriptions.set(description, path);
  }
});

for (const { path, parents } of pages) {
  test(`${path} has a BreadcrumbList from Home to its canonical URL`, async ({ request }) => {
    const { canonical, jsonLd } = headOf(await (await request.get(path)).text());
    const [breadcrumbs, ...more] = ofType(jsonLd, "BreadcrumbList");
    expect(breadcrumbs, "BreadcrumbList").toBeTruthy();
    expect(more).toHaveLength(0);
    expect(breadcrumbs!["@context"]).toBe("https://schema.org");
    const items = breadcrumbs!.itemListElement as {
      "@type": string;
      position: number;
      name: string;
      item: string;
    }[];
    expect(items.map((i) => i.position)).toEqual(items.map((_, index) => index + 1));
    expect(items.map((i) => new URL(i.item).pathname)).toEqual(["/", ...parents, path]);
    expect(items.at(-1)?.item).toBe(canonical);
    for (const item of items) {
      expect(item["@type"]).toBe("ListItem");
      expect(item.name).toBeTruthy();
    }
  });
}

test("/resources/projects shows a portfolio whose service links resolve", async ({ page }) => {
  await page.goto("/resources/projects");
  const projects = page.locator("main article");
  expect(await projects.count()).toBeGreaterThanOrEqual(6);
  for (const project of await projects.all()) {
    await expect(project.getByRole("heading", { level: 2 })).not.toBeEmpty();
    expect(
      await project.getByRole("list", { name: "Services" }).getByRole("link").count(),
    ).toBeGreaterThan(0);
  }
  const hrefs = new Set(
    await page
      .locator('main a[href^="/services/"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? "")),
  );
  for (const href of hrefs) {
    const response = await page.request.get(href);
    expect(response.status(), href).toBe(200);
  }
});

test("/resources/media-kit offers downloadable logo files, colours, boilerplate and a press contact", async ({
  page,
  request,
}) => {
  await page.goto("/resources/media-kit");
  const downloads = page.locator("#logos a[download]");
  expect(await downloads.count()).toBeGreaterThanOrEqual(3);
  for (const href of await downloads.evaluateAll((links) =>
    links.map((a) => a.getAttribute("href") ?? ""),
  )) {
    const response = await request.get(href);
    expect(response.status(), href).toBe(200);
    expect(response.headers()["content-type"], href).toMatch(
      href.endsWith(".svg") ? /^image\/svg\+xml/ : /^image\/png/,
    );
  }
  // Swatch values are the design tokens: each listed hex is the swatch's painted colour.
  const swatches = await page.locator("#colours li").evaluateAll((items) =>
    items.map((li) => ({
      painted: getComputedStyle(li.querySelector("[aria-hidden=true]")!).backgroundColor,
      hex: li.querySelector("dd")?.textContent ?? "",
    })),
  );
  expect(swatches.length).toBeGreaterThanOrEqual(4);
  for (const { painted, hex } of swatches) {
    const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
    expect(painted).toBe(`rgb(${r}, ${g}, ${b})`);
  }
  await expect(page.locator("#boilerplate")).toContainText(/founded in 2019/i);
  await expect(page.locator("#press-contact a[href^='mailto:press@']")).toHaveCount(1);
});

test("/testimonials shows every testimonial with a 5-star rating read aloud", async ({ page }) => {
  await page.goto("/testimonials");
  const quotes = page.locator("main figure");
  expect(await quotes.count()).toBeGreaterThanOrEqual(3);
  for (const quote of await quotes.all()) {
    await expect(quote.getByRole("img", { name: "Rated 5 out of 5" })).toHaveCount(1);
    await expect(quote.locator("blockquote")).not.toBeEmpty();
    await expect(quote.locator("figcaption")).not.toBeEmpty();
  }
});

test("each testimonial shows the wordmark of the client its author names, as on /clients", async ({
  page,
}) => {
  await page.goto("/clients");
  const wall = await page
    .locator("main ul img[alt]")
    .evaluateAll((marks) =>
      marks.map((img) => [img.getAttribute("alt") ?? "", img.getAttribute("src") ?? ""] as const),
    );
  const markOf = new Map(wall.filter(([name]) => name !== ""));
  await page.goto("/testimonials");
  const quotes = page.locator("main figure");
  for (const quote of await quotes.all()) {
    const caption = (await quote.locator("figcaption").textContent()) ?? "";
    const client = [...markOf.keys()].find((name) => caption.endsWith(name));
    expect(client, `a client of /clients named in "${caption}"`).toBeDefined();
    const mark = quote.locator("img");
    await expect(mark).toHaveAttribute("src", markOf.get(client!)!);
    // Decorative beside the role that names the company.
    await expect(mark).toHaveAttribute("alt", "");
    await mark.scrollIntoViewIfNeeded();
    await expect
      .poll(() => mark.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
  }
});

for (const path of ["/privacy", "/terms"]) {
  test(`${path} is a real document with a dated, navigable table of contents`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator("main time[datetime]").first()).toHaveAttribute(
      "datetime",
      /^\d{4}-\d{2}-\d{2}$/,
    );
    const contents = page.getByRole("navigation", { name: "Contents" }).getByRole("link");
    expect(await contents.count()).toBeGreaterThanOrEqual(5);
    for (const href of await contents.evaluateAll((links) =>
      links.map((a) => a.getAttribute("href") ?? ""),
    )) {
      await expect(page.locator(`section[id="${href.slice(1)}"] h2`)).toHaveCount(1);
    }
  });
}

// Links are documents (no client router on public pages, issue 34): the page a link opens is the
// build's HTML with its loaders' content, and no page asks for React Router's data or modules.
test("pages whose content comes from build-time loaders render when a link opens them, without React Router", async ({
  page,
}) => {
  const routerRequests: string[] = [];
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    if (path.endsWith(".data") || /\/assets\/(entry\.client|root)-[^/]*\.js$/.test(path))
      routerRequests.push(path);
  });

  await visit(page, "/resources");
  await page.locator('main a[href="/resources/case-studies"]').click();
  await expect(page).toHaveURL(/\/resources\/case-studies$/);
  await expect(page.locator("main article")).toHaveCount(6);

  await visit(page, "/industries");
  await page.locator('main a[href="/industries/energy"]').first().click();
  await expect(page).toHaveURL(/\/industries\/energy$/);
  await expect(page.locator("h1")).toHaveText("Energy, Resources & Utilities");
  expect(await page.locator("#challenges li").count()).toBeGreaterThanOrEqual(3);
  await expect(page).toHaveTitle(/^Energy, Resources & Utilities \|/);
  expect(await page.evaluate(() => "__reactRouterRouteModules" in window)).toBe(false);
  expect(routerRequests).toEqual([]);
});
