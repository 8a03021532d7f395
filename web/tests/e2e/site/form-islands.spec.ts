import type { Page, Route } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { hydrateIsland, visit } from "../support/visit";
import { jobPath, jobs } from "../careers/jobs";

// The forms are islands (components/islands/, docs/decisions/012): a form page loads no
// JavaScript for its form until the visitor focuses or presses it, the form posts natively
// meanwhile, and nothing typed before the island arrives is lost, nor left out of the draft.

const slug = jobs[0]!.slug;
const forms = [
  {
    island: "enquiry-form",
    path: "/contact",
    field: "First name",
    draftKey: "kaveri.enquiry-draft.v1",
    draftName: "firstName",
  },
  {
    island: "question-form",
    path: `${jobPath(slug)}/question`,
    field: "Your name",
    draftKey: `kaveri.question-draft.v1.${slug}`,
    draftName: "name",
  },
  {
    island: "application-form",
    path: jobPath(slug),
    field: "First name",
    draftKey: `kaveri.application-draft.v1.${slug}`,
    draftName: "firstName",
  },
];

/** Holds every island module until the returned function is called. */
async function holdIslands(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let released = false;
  await page.route("**/assets/islands/**", (route) =>
    released ? route.continue() : void held.push(route),
  );
  return async () => {
    released = true;
    await Promise.all(held.map((route) => route.continue()));
  };
}

for (const form of forms) {
  const island = (page: Page) => page.locator(`[data-island="${form.island}"]`);

  test(`${form.path}: no script for the ${form.island} island until the form is focused`, async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on("request", (r) => r.resourceType() === "script" && scripts.push(r.url()));
    await visit(page, form.path);
    // A pointer passing over the form is not yet a visitor reaching for it.
    await island(page).locator("form").hover();
    expect(scripts).toEqual([]);
    await expect(island(page)).not.toHaveAttribute("data-island-started");
    await hydrateIsland(page, form.island);
    expect(scripts.some((url) => url.includes(`/assets/islands/${form.island}-`))).toBe(true);
  });

  test(`${form.path}: text typed before the ${form.island} island arrives is kept and saved as the draft`, async ({
    page,
  }) => {
    const release = await holdIslands(page);
    await visit(page, form.path);
    const field = page.getByLabel(form.field, { exact: true });
    await field.click();
    await expect(island(page)).toHaveAttribute("data-island-started", "pointerdown");
    await field.pressSequentially("Asha");
    await expect(island(page)).not.toHaveAttribute("data-hydrated");
    await release();
    await expect(island(page)).toHaveAttribute("data-hydrated", "");
    await expect(field).toHaveValue("Asha");
    const draft = await page.evaluate((key) => localStorage.getItem(key), form.draftKey);
    expect(JSON.parse(draft ?? "{}")[form.draftName]).toBe("Asha");
    // A returning visitor finds it in the form before reaching for it.
    await visit(page, form.path);
    await expect(field).toHaveValue("Asha");
    await expect(island(page)).not.toHaveAttribute("data-island-started");
  });
}
