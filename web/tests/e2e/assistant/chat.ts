// Locators and helpers shared by the assistant specs.
import type { Page } from "@playwright/test";
import { site } from "../../../app/site";
import { expect } from "../support/fixtures";

export const launcher = (page: Page) =>
  page.getByRole("button", { name: `Chat with ${site.assistant.name}, our AI assistant` });
export const panel = (page: Page) => page.getByRole("dialog", { name: site.assistant.title });
export const input = (page: Page) =>
  panel(page).getByRole("textbox", { name: `Message ${site.assistant.name}` });
export const bubbles = (page: Page) => panel(page).getByTestId("message-bubble");
/** Screen readers hear who said what; the specs find messages the same way. */
export const visitorMessages = (page: Page) => bubbles(page).filter({ hasText: "You said:" });
export const botMessages = (page: Page) =>
  bubbles(page).filter({ hasText: `${site.assistant.name} said:` });
export const typingIndicator = (page: Page) =>
  panel(page).getByRole("status").filter({ hasText: "is typing" });

/**
 * Opens the panel from the floating button: one click, whether or not the assistant's island has
 * hydrated (before, the page shows the panel's shell and the island opens the panel when ready).
 */
export async function openFromButton(page: Page): Promise<void> {
  await launcher(page).click();
  await expect(panel(page)).toBeVisible({ timeout: 20_000 });
  // The panel itself, not the placeholder shown while its chunk loads.
  await expect(input(page)).toBeVisible({ timeout: 10_000 });
}

export async function openChat(page: Page, path = "/"): Promise<void> {
  await page.goto(path);
  await openFromButton(page);
}

type ReplyTiming = { typingAt: number; replyAt: number; typingShownWithReply: boolean };

/**
 * Milliseconds from the visitor pressing Enter to the typing indicator ("… is typing", its
 * text alternative) and to the reply, and whether the indicator was still there with the
 * reply. Measured in the page, so a busy test machine cannot blur the marks. Resolves once the
 * page is listening; press Enter then, and call the returned function for the figures.
 */
export async function measureReply(page: Page): Promise<() => Promise<ReplyTiming>> {
  await page.evaluate(
    ([typingText, botLabel]) => {
      (window as unknown as { __replyTiming: Promise<ReplyTiming> }).__replyTiming =
        new Promise<ReplyTiming>((resolve) => {
          const dialog = document.querySelector('[role="dialog"]')!;
          const textbox = dialog.querySelector("textarea")!;
          const bots = () =>
            [...dialog.querySelectorAll('[data-testid="message-bubble"]')].filter((b) =>
              b.textContent?.includes(botLabel),
            ).length;
          const before = bots();
          let sentAt = -1;
          let typingAt = -1;
          textbox.addEventListener(
            "keydown",
            (e) => e.key === "Enter" && sentAt < 0 && (sentAt = performance.now()),
            { capture: true },
          );
          new MutationObserver((_, observer) => {
            if (sentAt < 0) return;
            if (typingAt < 0 && dialog.textContent?.includes(typingText))
              typingAt = performance.now() - sentAt;
            if (bots() > before) {
              observer.disconnect();
              resolve({
                typingAt,
                replyAt: performance.now() - sentAt,
                typingShownWithReply: dialog.textContent?.includes(typingText) ?? false,
              });
            }
          }).observe(dialog, { childList: true, subtree: true, characterData: true });
        });
    },
    [`${site.assistant.name} is typing`, `${site.assistant.name} said:`] as const,
  );
  return () =>
    page.evaluate(
      () => (window as unknown as { __replyTiming: Promise<ReplyTiming> }).__replyTiming,
    );
}

/** Sends a message the way a visitor does and waits for the assistant's answer. */
export async function ask(page: Page, text: string): Promise<void> {
  const before = await botMessages(page).count();
  await input(page).fill(text);
  await input(page).press("Enter");
  await expect(botMessages(page)).toHaveCount(before + 1, { timeout: 5_000 });
}

/**
 * Milliseconds from the pointer entering the button named `name` to a tooltip naming it
 * appearing, measured in the page. Resolves once the page is listening; hover then, and call
 * the returned function for the figure.
 */
export async function measureTooltipDelay(
  page: Page,
  name: string,
): Promise<() => Promise<number>> {
  await page.evaluate((label) => {
    (window as unknown as { __tooltipDelay: Promise<number> }).__tooltipDelay = new Promise<number>(
      (resolve) => {
        let enteredAt = -1;
        document.addEventListener(
          "pointerover",
          (e) => {
            if (enteredAt < 0 && (e.target as Element).closest(`[aria-label="${label}"]`))
              enteredAt = performance.now();
          },
          { capture: true },
        );
        new MutationObserver((_, observer) => {
          const tip = [...document.querySelectorAll('[role="tooltip"]')].find(
            (t) => t.textContent === label,
          );
          if (tip && enteredAt >= 0) {
            observer.disconnect();
            resolve(performance.now() - enteredAt);
          }
        }).observe(document.body, { childList: true, subtree: true });
      },
    );
  }, name);
  return () =>
    page.evaluate(() => (window as unknown as { __tooltipDelay: Promise<number> }).__tooltipDelay);
}
