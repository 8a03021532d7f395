// Locators and helpers shared by the assistant specs.
import type { Page } from "@playwright/test";
import { site } from "../../../app/site";
import { expect } from "../support/fixtures";

export const launcher = (page: Page) => page.getByRole("button", { name: `Chat with ${site.assistant.name}, our AI assistant` });
export const panel = (page: Page) => page.getByRole("dialog", { name: site.assistant.title });
export const input = (page: Page) => panel(page).getByRole("textbox", { name: `Message ${site.assistant.name}` });
export const bubbles = (page: Page) => panel(page).getByTestId("message-bubble");
/** Screen readers hear who said what; the specs find messages the same way. */
export const visitorMessages = (page: Page) => bubbles(page).filter({ hasText: "You said:" });
export const botMessages = (page: Page) => bubbles(page).filter({ hasText: `${site.assistant.name} said:` });
export const typingIndicator = (page: Page) => panel(page).getByRole("status").filter({ hasText: "is typing" });

/** Opens the panel; clicks again until the app has hydrated and the button responds. */
export async function openChat(page: Page, path = "/"): Promise<void> {
  await page.goto(path);
  await expect(async () => {
    await launcher(page).click({ timeout: 1_000 });
    await expect(panel(page)).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

/** Sends a message the way a visitor does and waits for the assistant's answer. */
export async function ask(page: Page, text: string): Promise<void> {
  const before = await botMessages(page).count();
  await input(page).fill(text);
  await input(page).press("Enter");
  await expect(botMessages(page)).toHaveCount(before + 1, { timeout: 5_000 });
}
