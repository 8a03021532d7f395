import type { Page, Response } from "@playwright/test";

/**
 * Waits until React has hydrated a React Router app (the team console): the layout's <main>
 * carries React's fiber, and the effects of that commit have run (listeners attached). The public
 * pages load no router and never hydrate whole: their widgets are islands (`hydrateIsland`).
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const main = document.getElementById("main");
    return main !== null && Object.keys(main).some((key) => key.startsWith("__reactFiber$"));
  });
  await afterCommit(page);
}

/** A frame and a task later: the effects of a commit that just happened have run. */
const afterCommit = (page: Page) =>
  page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))),
  );

/**
 * Waits until the page is ready: shown (lib/inline-scripts/page-shown.ts), its islands loader
 * running (`data-islands` on <html>, lib/inline-scripts/islands.ts), and every island it started
 * with the page (`load`, `param:…`) hydrated.
 */
export async function waitForPageReady(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.documentElement;
    if (!root.hasAttribute("data-page-shown") || !root.hasAttribute("data-islands")) return false;
    return [...document.querySelectorAll('[data-island-started="shown"]')].every((island) =>
      island.hasAttribute("data-hydrated"),
    );
  });
  await afterCommit(page);
}

/** Navigates to `path` and waits until the page is ready; returns the document response. */
export async function visit(page: Page, path: string): Promise<Response | null> {
  const response = await page.goto(path);
  await waitForPageReady(page);
  return response;
}

/**
 * Does what starts island `name` as a visitor would (the first focus in its form for `form`, a
 * pointer over it for `intent`; nothing for one the page started itself) and waits until it has
 * hydrated.
 */
export async function hydrateIsland(page: Page, name: string): Promise<void> {
  const island = page.locator(`[data-island="${name}"]`);
  const on = ((await island.getAttribute("data-island-on")) ?? "").split(/\s+/);
  const started = await island.evaluate((el) => el.hasAttribute("data-island-started"));
  if (!started && on.includes("form"))
    await island
      .locator("form")
      .locator("input:not([type=hidden]), textarea, select")
      .first()
      .focus();
  // The wrapper is `display: contents` (no box of its own): the pointer goes over its first control.
  else if (!started && on.includes("intent"))
    await island.locator("a, button, input, textarea").first().hover();
  await page.locator(`[data-island="${name}"][data-hydrated]`).waitFor({ state: "attached" });
  await afterCommit(page);
}
