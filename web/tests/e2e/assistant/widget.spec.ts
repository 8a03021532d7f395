import { content } from "../support/content";
import {
  ASSISTANT_REPLY_DELAY_MS,
  CHAT_BUBBLE_MAX_WIDTH_PERCENT,
  TOOLTIP_DELAY_MS,
  TOOLTIP_SKIP_DELAY_MS,
} from "../../../app/lib/ui-constants";
import { site } from "../../../app/site";
import { expectNoAxeViolations } from "../support/axe";
import { expect, test } from "../support/fixtures";
import { settle } from "../support/settle";
import { mobileViewport } from "../support/viewports";
import {
  ask,
  botMessages,
  bubbles,
  input,
  launcher,
  measureReply,
  measureTooltipDelay,
  openChat,
  openFromButton,
  panel,
  typingIndicator,
  visitorMessages,
} from "./chat";

test.beforeEach(async ({ page }) => {
  // Feedback is stored by the server; these specs answer for it so they do not depend on it.
  await page.route("**/api/feedback", (route) => route.fulfill({ status: 201, body: "" }));
});

test("the floating button is in the pre-rendered HTML, before any script runs", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto("/services");
  await expect(launcher(page)).toBeVisible();
  const box = await launcher(page).boundingBox();
  const viewport = page.viewportSize()!;
  expect(box!.x + box!.width).toBeGreaterThan(viewport.width - 40);
  expect(box!.y + box!.height).toBeGreaterThan(viewport.height - 40);
  expect(Math.round(box!.width)).toBe(Math.round(box!.height));
  await context.close();
});

test("opens a titled panel, hides the button while open and brings it back on close", async ({
  page,
}) => {
  await openChat(page, "/services");
  await expect(panel(page)).toContainText(site.assistant.subtitle);
  await expect(launcher(page)).toBeHidden();
  await expect(input(page)).toBeFocused();
  await expect(input(page)).toHaveAttribute("placeholder", "Ask me anything about the company...");

  const box = (await panel(page).boundingBox())!;
  expect(Math.round(box.height)).toBe(600);
  expect(Math.round(box.width)).toBe(384); // w-96

  await panel(page).getByRole("button", { name: "Close chat" }).click();
  await expect(panel(page)).toBeHidden();
  await expect(launcher(page)).toBeVisible();
  await expect(launcher(page)).toBeFocused();
});

test("on a phone the panel spans the screen's width", async ({ page }) => {
  await page.setViewportSize(mobileViewport);
  await openChat(page);
  const box = (await panel(page).boundingBox())!;
  expect(Math.round(box.width)).toBe(mobileViewport.width);
  expect(Math.round(box.x)).toBe(0);
});

test("starts with one greeting offering help with services, products and transformation", async ({
  page,
}) => {
  await openChat(page);
  await expect(bubbles(page)).toHaveCount(1);
  await expect(botMessages(page)).toHaveCount(1);
  await expect(botMessages(page).first()).toContainText(content.assistant.greeting);
  await expect(botMessages(page).first()).toContainText(/services/);
  await expect(botMessages(page).first()).toContainText(/products/);
  await expect(botMessages(page).first()).toContainText(/transformation/);
});

test("empty and whitespace-only input is not sent", async ({ page }) => {
  await openChat(page);
  await input(page).press("Enter");
  await input(page).fill("   \n  ");
  await input(page).press("Enter");
  await panel(page).getByRole("button", { name: "Send message" }).click({ force: true }); // aria-disabled, yet clickable
  // A message sent by any of these would be on screen once the page has settled after them.
  await settle(page);
  await expect(bubbles(page)).toHaveCount(1);
  await expect(typingIndicator(page)).toHaveCount(0);
});

test("Enter sends; Shift+Enter adds a line and sends nothing", async ({ page }) => {
  await openChat(page);
  await input(page).pressSequentially("Hello");
  await input(page).press("Shift+Enter");
  await input(page).pressSequentially("there");
  await expect(input(page)).toHaveValue("Hello\nthere");
  await expect(visitorMessages(page)).toHaveCount(0);
  await input(page).press("Enter");
  await expect(visitorMessages(page)).toHaveCount(1);
  await expect(visitorMessages(page).first()).toContainText("Hello\nthere");
  await expect(input(page)).toHaveValue("");
});

test("the send button sends too", async ({ page }) => {
  await openChat(page);
  await input(page).fill("Tell me about your products");
  await panel(page).getByRole("button", { name: "Send message" }).click();
  await expect(visitorMessages(page)).toHaveCount(1);
});

test(`a typing indicator shows, and the reply comes ${ASSISTANT_REPLY_DELAY_MS} ms later`, async ({
  page,
}) => {
  await openChat(page);
  await input(page).fill("What services do you offer?");
  const timing = await measureReply(page);
  await input(page).press("Enter");

  const { typingAt, replyAt, typingShownWithReply } = await timing();
  expect(typingAt, "the typing indicator shows at once").toBeGreaterThanOrEqual(0);
  expect(typingAt).toBeLessThan(500);
  expect(replyAt, "no reply at 1.2 s").toBeGreaterThan(1_200);
  expect(replyAt, "the reply by 3 s").toBeLessThan(3_000);
  expect(typingShownWithReply, "the indicator goes when the reply comes").toBe(false);
  await expect(visitorMessages(page)).toHaveCount(1);
  await expect(botMessages(page)).toHaveCount(2);
  await expect(typingIndicator(page)).toHaveCount(0);
  await expect(botMessages(page).last()).toContainText("core services");
});

test("the new bot message is announced through a polite live region", async ({ page }) => {
  await openChat(page);
  await ask(page, "How can I contact you?");
  const live = panel(page).locator('[aria-live="polite"]');
  await expect(live).toContainText(site.contact.email);
});

test("replies link to the pages they talk about", async ({ page }) => {
  await openChat(page);
  await ask(page, "Are you hiring?");
  const link = botMessages(page)
    .last()
    .getByRole("link", { name: /careers/i });
  await link.click();
  await expect(page).toHaveURL(/\/careers$/);
  await expect(panel(page)).toBeVisible(); // a wide screen keeps the conversation open beside the page
});

test("on a phone a reply's link closes the panel, and the next page opens without it", async ({
  page,
}) => {
  await page.setViewportSize(mobileViewport);
  await openChat(page);
  await ask(page, "Are you hiring?");
  await botMessages(page)
    .last()
    .getByRole("link", { name: /careers/i })
    .click();
  await expect(page).toHaveURL(/\/careers$/);
  await expect(launcher(page)).toBeVisible();
  await expect(panel(page)).toBeHidden();
  await expect(page.locator("#assistant-shell")).toBeHidden();
});

test("a panel closed stays closed on the next page; opened again, it has the conversation", async ({
  page,
}) => {
  await openChat(page);
  await ask(page, "What products do you have?");
  await panel(page).getByRole("button", { name: "Close chat" }).click();
  await page.goto("/contact");
  await expect(launcher(page)).toBeVisible();
  await expect(page.locator("#assistant-shell")).toBeHidden();
  // Nothing was asked of the assistant on this page, so its island has not started.
  await expect(page.locator('[data-island="assistant"]')).not.toHaveAttribute(
    "data-island-started",
  );
  await openFromButton(page);
  await expect(visitorMessages(page)).toHaveCount(1);
});

test("message bubbles are at most 85% of the conversation's width", async ({ page }) => {
  await openChat(page);
  await ask(
    page,
    "Tell me about the company and everything it has ever done, in as much detail as you can manage",
  );
  const log = (await panel(page).getByRole("region", { name: "Conversation" }).boundingBox())!;
  for (const bubble of await bubbles(page).all()) {
    const box = (await bubble.boundingBox())!;
    expect(box.width).toBeLessThanOrEqual((log.width * CHAT_BUBBLE_MAX_WIDTH_PERCENT) / 100);
  }
});

test("rating a message disables both thumbs, logs the record and posts it", async ({ page }) => {
  const logged: unknown[] = [];
  page.on("console", async (message) => {
    if (message.type() === "log")
      logged.push(...(await Promise.all(message.args().map((a) => a.jsonValue()))));
  });
  const posted: unknown[] = [];
  await page.route("**/api/feedback", async (route) => {
    posted.push(route.request().postDataJSON());
    await route.fulfill({ status: 201, body: "" });
  });
  await openChat(page);
  const messageId = await panel(page)
    .locator("li[data-message-id]")
    .first()
    .getAttribute("data-message-id");
  const up = panel(page).getByRole("button", { name: "Helpful answer", exact: true });
  const down = panel(page).getByRole("button", { name: "Unhelpful answer" });
  await up.click();
  await expect(up).toBeDisabled();
  await expect(down).toBeDisabled();
  await expect(up).toHaveAttribute("aria-pressed", "true");
  await down.click({ force: true });
  const record = { messageId, type: "positive" };
  await expect.poll(() => logged).toContainEqual(record);
  await expect.poll(() => posted).toEqual([record]);
  expect(messageId).toMatch(/^\d{13,}$/);
});

test("a rating reaches the real server, which stores it", async ({ page }) => {
  await page.unroute("**/api/feedback");
  await openChat(page);
  const stored = page.waitForResponse(
    (r) => r.url().endsWith("/api/feedback") && r.request().method() === "POST",
  );
  await panel(page).getByRole("button", { name: "Helpful answer", exact: true }).click();
  const response = await stored;
  expect(response.status()).toBe(201);
  expect(response.request().postDataJSON()).toMatchObject({ type: "positive" });
});

test("a failed feedback POST is retried and never shown to the visitor", async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(/status of 503/);
  let attempts = 0;
  await page.route("**/api/feedback", (route) => {
    attempts += 1;
    return route.fulfill({ status: attempts < 3 ? 503 : 201, body: "" });
  });
  await openChat(page);
  await panel(page).getByRole("button", { name: "Unhelpful answer" }).click();
  await expect.poll(() => attempts, { timeout: 10_000 }).toBe(3);
  await expect(panel(page).getByText(/error|failed/i)).toHaveCount(0);
});

test("the panel, its conversation and its ratings survive a navigation", async ({ page }) => {
  await openChat(page);
  await ask(page, "What products do you have?");
  await panel(page).getByRole("button", { name: "Helpful answer", exact: true }).last().click();
  await expect(
    panel(page).getByRole("button", { name: "Helpful answer", exact: true }).last(),
  ).toBeDisabled();

  // Left open, the panel opens again on the next page, without taking the visitor's focus.
  await page.goto("/contact");
  await expect(input(page)).toBeVisible({ timeout: 20_000 });
  await expect(input(page)).not.toBeFocused();
  await expect(launcher(page)).toBeHidden();
  await expect(visitorMessages(page)).toHaveCount(1);
  await expect(visitorMessages(page).first()).toContainText("What products do you have?");
  await expect(botMessages(page)).toHaveCount(2);
  await expect(
    panel(page).getByRole("button", { name: "Helpful answer", exact: true }).last(),
  ).toBeDisabled();
  await expect(
    panel(page).getByRole("button", { name: "Helpful answer", exact: true }).first(),
  ).toBeEnabled();
});

test("Escape closes the panel and returns focus to the floating button", async ({ page }) => {
  await openChat(page);
  await expect(input(page)).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(panel(page)).toBeHidden();
  await expect(launcher(page)).toBeVisible();
  await expect(launcher(page)).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(panel(page)).toBeVisible();
  await expect(input(page)).toBeFocused();
});

test("icon buttons show their name in a tooltip after a rest, and on keyboard focus", async ({
  page,
}) => {
  // The page's clock, so the rest below is skipped over rather than waited for.
  await page.clock.install();
  await openChat(page);
  // Start from rest: the pointer off every icon button for longer than the skip delay.
  await page.mouse.move(0, 0);
  await expect(page.getByRole("tooltip")).toHaveCount(0);
  await page.clock.fastForward(TOOLTIP_SKIP_DELAY_MS + 100);

  const closeDelay = await measureTooltipDelay(page, "Close chat");
  await panel(page).getByRole("button", { name: "Close chat" }).hover();
  expect(await closeDelay(), "the first tooltip waits").toBeGreaterThanOrEqual(
    TOOLTIP_DELAY_MS - 20,
  );
  await expect(page.getByRole("tooltip", { name: "Close chat" })).toBeVisible();

  // Moving straight to the next icon button shows its tooltip without the wait.
  const nextDelay = await measureTooltipDelay(page, "Helpful answer");
  await panel(page).getByRole("button", { name: "Helpful answer", exact: true }).hover();
  expect(await nextDelay(), "the next one opens at once").toBeLessThan(TOOLTIP_SKIP_DELAY_MS);
  await expect(page.getByRole("tooltip", { name: "Helpful answer" })).toBeVisible();

  await page.mouse.move(0, 0);
  await expect(page.getByRole("tooltip")).toHaveCount(0);
  await input(page).focus();
  await page.keyboard.press("Tab"); // to the voice or send button
  await expect(page.getByRole("tooltip")).toBeVisible();
  // Escape on a button showing its tooltip dismisses the tooltip only; the next closes the panel.
  await page.keyboard.press("Escape");
  await expect(page.getByRole("tooltip")).toHaveCount(0);
  await expect(panel(page)).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(panel(page)).toBeHidden();
});

test("no axe violations with the panel open and a conversation in it", async ({ page }) => {
  await openChat(page);
  await ask(page, "What does it cost?");
  await expectNoAxeViolations(page, "/ with the chat open", { reveal: false });
  await page.setViewportSize(mobileViewport);
  await expectNoAxeViolations(page, "/ with the chat open at 375px", { reveal: false });
});
