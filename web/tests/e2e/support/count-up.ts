import type { Page } from "@playwright/test";

/**
 * Scrolls our-story's first figure into view and resolves with every text it shows until it is
 * back on its final text (the count-up, lib/inline-scripts/count-up.ts), in order.
 */
export const countUpValues = (page: Page): Promise<string[]> =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const el = document.querySelector("#by-the-numbers [data-stat-value]")!;
        const final = el.textContent ?? "";
        const values = new Set<string>();
        new MutationObserver((_, observer) => {
          const text = el.textContent ?? "";
          values.add(text);
          if (text !== final || values.size < 2) return;
          observer.disconnect();
          resolve([...values]);
        }).observe(el, { childList: true, characterData: true, subtree: true });
        el.scrollIntoView({ block: "center", behavior: "instant" });
      }),
  );
