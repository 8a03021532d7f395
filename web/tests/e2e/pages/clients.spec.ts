import { expect, test } from "../support/fixtures";

// The clients page: a wall of client wordmarks, each named, the same companies as the sectors below.
test("/clients shows a wall of at least 8 client wordmarks, each named, loaded, and a client of a listed sector", async ({
  page,
}) => {
  await page.goto("/clients");
  const marks = page.getByRole("list", { name: "Some of our clients" }).getByRole("img");
  expect(await marks.count()).toBeGreaterThanOrEqual(8);
  const sectorClients = await page
    .locator("#sectors ul[aria-label$=' clients'] li")
    .allTextContents();
  for (const mark of await marks.all()) {
    const name = (await mark.getAttribute("alt")) ?? "";
    expect(sectorClients, `${name} is one of the sectors' clients`).toContain(name);
    await expect(mark).toHaveAttribute("loading", "lazy");
    await mark.scrollIntoViewIfNeeded();
    await expect
      .poll(() => mark.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  }
});

test("the wordmarks stay a calm grey on both themes: dark ink on the light page, light on the dark one", async ({
  page,
}) => {
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    await page.goto("/clients");
    const mark = page.getByRole("list", { name: "Some of our clients" }).getByRole("img").first();
    const filter = await mark.evaluate((img) => getComputedStyle(img).filter);
    if (colorScheme === "dark") expect(filter).toContain("invert(1)");
    else expect(filter === "none" || !filter.includes("invert(1)")).toBe(true);
    expect(Number(await mark.evaluate((img) => getComputedStyle(img).opacity))).toBeLessThan(1);
  }
});
