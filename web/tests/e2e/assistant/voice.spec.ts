import { expect, test } from "../support/fixtures";
import { settle } from "../support/settle";
import { botMessages, input, openChat, panel, visitorMessages } from "./chat";

interface FakeRecognition {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  started: boolean;
  onresult: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
  onend: (() => void) | null;
}
type FakeWindow = Window & { __recognitions: FakeRecognition[] };

/** A stand-in for the Web Speech API, installed before any page script runs. */
function installFakeSpeechRecognition(options: { failToStart: boolean }) {
  const w = window as unknown as FakeWindow & Record<string, unknown>;
  w.__recognitions = [];
  class Fake {
    lang = "";
    continuous = true; // the opposite of what the widget must ask for
    interimResults = true;
    started = false;
    onresult = null;
    onerror = null;
    onend = null;
    constructor() {
      w.__recognitions.push(this as unknown as FakeRecognition);
    }
    start() {
      if (options.failToStart) throw new DOMException("Permission denied", "NotAllowedError");
      this.started = true;
    }
    stop() {
      (this.onend as (() => void) | null)?.();
    }
    abort() {}
  }
  w.SpeechRecognition = Fake;
  w.webkitSpeechRecognition = Fake;
}

const voiceButton = (page: import("@playwright/test").Page) =>
  panel(page).getByRole("button", { name: "Speak your message" });
const stopButton = (page: import("@playwright/test").Page) =>
  panel(page).getByRole("button", { name: "Stop listening" });
const latest = (page: import("@playwright/test").Page, fn: (r: FakeRecognition) => void) =>
  page.evaluate(`(${fn.toString()})(window.__recognitions.at(-1))`);

test("voice input: single-shot en-US final results; a result fills the input and is not sent", async ({
  page,
}) => {
  await page.addInitScript(installFakeSpeechRecognition, { failToStart: false });
  await openChat(page);
  await voiceButton(page).click();

  const settings = await page.evaluate(() => {
    const r = (window as unknown as FakeWindow).__recognitions.at(-1)!;
    return {
      lang: r.lang,
      continuous: r.continuous,
      interimResults: r.interimResults,
      started: r.started,
    };
  });
  expect(settings).toEqual({
    lang: "en-US",
    continuous: false,
    interimResults: false,
    started: true,
  });
  await expect(panel(page).getByText("Listening...")).toBeVisible();
  await expect(stopButton(page)).toBeVisible();

  await latest(page, (r) => {
    r.onresult?.({ results: [[{ transcript: "What are your pricing models" }]] });
    r.onend?.();
  });
  await expect(input(page)).toHaveValue("What are your pricing models");
  await expect(panel(page).getByText("Listening...")).toHaveCount(0);
  // Had the result been sent, the message would be on screen once the page has settled.
  await settle(page);
  await expect(visitorMessages(page)).toHaveCount(0);
  await expect(botMessages(page)).toHaveCount(1);
});

test("voice input: a recognition error stops listening silently; the stop button stops it too", async ({
  page,
}) => {
  await page.addInitScript(installFakeSpeechRecognition, { failToStart: false });
  await openChat(page);
  await voiceButton(page).click();
  await expect(panel(page).getByText("Listening...")).toBeVisible();
  await latest(page, (r) => {
    r.onerror?.({ error: "no-speech" });
    r.onend?.();
  });
  await expect(panel(page).getByText("Listening...")).toHaveCount(0);
  await expect(panel(page).getByText(/error|failed/i)).toHaveCount(0);
  await expect(input(page)).toHaveValue("");

  await voiceButton(page).click();
  await expect(panel(page).getByText("Listening...")).toBeVisible();
  await stopButton(page).click();
  await expect(panel(page).getByText("Listening...")).toHaveCount(0);
  await expect(voiceButton(page)).toBeVisible();
});

test("voice input: a failure to start is logged to the console and listening stops", async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(/Speech recognition could not start/);
  await page.addInitScript(installFakeSpeechRecognition, { failToStart: true });
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  await openChat(page);
  await voiceButton(page).click();
  await expect
    .poll(() => errors.some((e) => e.includes("Speech recognition could not start")))
    .toBe(true);
  await expect(panel(page).getByText("Listening...")).toHaveCount(0);
  await expect(voiceButton(page)).toBeVisible();
});

test("without the Web Speech API there is no voice button and no error", async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as Record<string, unknown>;
    delete w.SpeechRecognition;
    delete w.webkitSpeechRecognition;
  });
  await openChat(page);
  await expect(input(page)).toBeVisible();
  await expect(panel(page).getByRole("button", { name: /speak|listening|voice/i })).toHaveCount(0);
  await expect(panel(page).getByRole("button", { name: "Send message" })).toBeVisible();
});
