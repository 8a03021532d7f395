import type { Page } from "@playwright/test";

/**
 * Waits until the page is visually stable: web fonts loaded, nothing shown marked aria-busy (e.g. the
 * home splash while it counts), every part the first paint skipped drawn (with scripts on), and
 * every finite CSS/Web animation and transition finished. Infinite animations (a bobbing icon)
 * are ignored: they never finish.
 */
export async function settle(page: Page, timeoutMs = 10_000): Promise<void> {
  await page.waitForFunction(
    () =>
      // A hidden busy element (the chat panel's shell until it is asked for) shows nothing.
      ![...document.querySelectorAll('[aria-busy="true"]')].some((el) => el.checkVisibility()) &&
      // The parts the first paint skipped are drawn (lib/inline-scripts/page-shown.ts).
      !document.querySelector(".defer-draw:not([data-drawn])"),
    undefined,
    { timeout: timeoutMs },
  );
  await page.evaluate(async (deadline) => {
    await document.fonts.ready;
    const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    while (Date.now() < deadline) {
      await frame();
      const running = document
        .getAnimations()
        .filter(
          (a) => a.playState === "running" && a.effect?.getComputedTiming().endTime !== Infinity,
        );
      if (running.length === 0) return;
      await Promise.all(running.map((a) => a.finished.catch(() => undefined)));
    }
    throw new Error("animations still running");
  }, Date.now() + timeoutMs);
}

/**
 * Scrolls through the whole page and back to the top, so content revealed on scroll is shown
 * (checked in its final state), then waits for it to settle.
 */
export async function revealAll(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo({ top: y, behavior: "instant" });
      await frame();
    }
    window.scrollTo({ top: 0, behavior: "instant" });
    await frame();
  });
  await settle(page);
}
