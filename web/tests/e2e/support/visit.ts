import type { Page, Response } from "@playwright/test";

/**
 * Waits until React has hydrated the page: the layout's <main> carries React's fiber, and the
 * effects of that commit have run (listeners attached). Before that, a click may do nothing.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const main = document.getElementById("main");
    return main !== null && Object.keys(main).some((key) => key.startsWith("__reactFiber$"));
  });
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))),
  );
}

/** Navigates to `path` and waits for hydration; returns the document response. */
export async function visit(page: Page, path: string): Promise<Response | null> {
  const response = await page.goto(path);
  await waitForHydration(page);
  return response;
}
