import type { Locator, Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { content } from "../support/content";
import { desktopViewport } from "../support/viewports";

// Each inner page's opening shows something of its own beside the title (its product, its
// people, its ways in, its proof), taken from its content; none repeats a shared drawing.

interface Intro {
  intro: { title: string };
}
const page_ = (name: string) =>
  (content as unknown as Record<string, Intro & Record<string, unknown>>)[`pages/${name}`]!;

/** The opening band: the section labelled by the page's <h1>, or the one holding it. */
const hero = (page: Page): Locator =>
  page
    .locator("main section")
    .filter({ has: page.getByRole("heading", { level: 1 }) })
    .first();

/** The thing beside the title: the hero's part that does not hold the <h1>. */
const aside = (page: Page): Locator =>
  hero(page).locator("[data-hero-aside], img, figure, nav").first();

test.use({ viewport: desktopViewport });

test("/products: the opening shows the products' own screens, named in the page's content", async ({
  page,
}) => {
  await page.goto("/products");
  const names = page_("products").heroScreens as string[];
  const screens = hero(page).getByRole("img", { name: / main screen/ });
  await expect(screens).toHaveCount(names.length);
  for (const [index, name] of names.entries()) {
    await expect(screens.nth(index)).toHaveAccessibleName(new RegExp(`^${name} main screen`));
    await expect
      .poll(() => screens.nth(index).evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
  }
});

test("/contact: the opening lists every way to reach the team under the reply promise", async ({
  page,
}) => {
  await page.goto("/contact");
  const contact = content["pages/contact"] as {
    cards: { title: string }[];
    form: { promise: string };
  };
  const reach = hero(page).locator('[data-hero-aside="reach"]');
  await expect(reach.getByRole("heading", { level: 2 })).toHaveText(
    contact.form.promise.replace("{site.contact.responseTime}", "under 24 hours"),
  );
  for (const card of contact.cards) await expect(reach.getByText(card.title)).toBeVisible();
  await expect(reach.locator('a[href^="mailto:"]').first()).toBeVisible();
  await expect(reach.locator('a[href^="tel:"]')).toBeVisible();
});

test("/search: the opening offers the site's main sections to browse, each a link", async ({
  page,
}) => {
  await page.goto("/search");
  const browse = hero(page).locator('[data-hero-aside="browse"]');
  const navigation = content.navigation as {
    groups: { items: { title: string; href: string }[] }[];
  };
  const firsts = navigation.groups.map((group) => group.items[0]!);
  await expect(browse.getByRole("link")).toHaveCount(firsts.length);
  for (const item of firsts)
    await expect(browse.getByRole("link", { name: item.title, exact: true })).toHaveAttribute(
      "href",
      item.href,
    );
});

test("/about-us/our-story: the opening shows the people, each face and name a link to their card", async ({
  page,
}) => {
  await page.goto("/about-us/our-story");
  const leaders = content.leaders as { name: string; slug: string }[];
  const people = hero(page).getByRole("navigation", { name: "The team at a glance" });
  await expect(people.getByRole("link")).toHaveCount(leaders.length);
  for (const leader of leaders) {
    const link = people.getByRole("link", { name: new RegExp(leader.name) });
    await expect(link).toHaveAttribute("href", `/about-us/leadership#leader-${leader.slug}`);
    await expect
      .poll(() => link.locator("img").evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
  }
});

for (const [name, path] of [
  ["testimonials", "/testimonials"],
  ["projects", "/resources/projects"],
  ["our-brands", "/our-brands"],
  ["partnerships", "/about-us/partnerships"],
] as const) {
  test(`${path}: the opening shows the page's own figures (its content's heroStats)`, async ({
    page,
  }) => {
    await page.goto(path);
    const figures = hero(page).locator('[data-hero-aside="figures"] dl > div');
    await expect(figures).toHaveCount((page_(name).heroStats as string[]).length);
    for (const figure of await figures.all()) {
      await expect(figure.locator("dd")).toHaveText(/\d/);
      await expect(figure.locator("dt")).not.toBeEmpty();
    }
  });
}

test("/clients: the opening quotes a client the voices further down do not repeat", async ({
  page,
}) => {
  await page.goto("/clients");
  const quote = hero(page).locator("blockquote");
  await expect(quote).toHaveCount(1);
  const text = (await quote.textContent()) ?? "";
  expect(text.length).toBeGreaterThan(40);
  await expect(page.locator("#client-voices blockquote").filter({ hasText: text })).toHaveCount(0);
});

test("/resources/media-kit: the opening names the press contact with their email and phone", async ({
  page,
}) => {
  await page.goto("/resources/media-kit");
  const press = hero(page).locator('[data-hero-aside="press"]');
  await expect(press.getByText("Neha Kulkarni")).toBeVisible();
  await expect(press.locator('a[href^="mailto:press@"]')).toBeVisible();
  await expect(press.locator('a[href^="tel:"]')).toBeVisible();
});

test("no page's opening repeats the shared line drawing; each shows its own beside the title", async ({
  page,
}) => {
  for (const path of [
    "/products",
    "/contact",
    "/search",
    "/about-us/our-story",
    "/testimonials",
    "/resources/projects",
    "/our-brands",
    "/about-us/partnerships",
    "/resources/media-kit",
    "/clients",
  ]) {
    await page.goto(path);
    // The drawing stood on the band itself; the motif may still run through a product stage.
    await expect(hero(page).locator(":scope > svg"), path).toHaveCount(0);
    await expect(aside(page), path).toBeVisible();
  }
});

test("right to left, the opening's aside sits on the left of the title (mirrored)", async ({
  page,
}) => {
  for (const path of ["/ar/about-us/our-story", "/ar/testimonials", "/ar/contact"]) {
    await page.goto(path);
    const title = await page.getByRole("heading", { level: 1 }).boundingBox();
    const side = await aside(page).boundingBox();
    expect(side!.x + side!.width, path).toBeLessThanOrEqual(title!.x + 1);
  }
});
