// What the team console's specs share: a passkey in the page, the join form, screenshots to look at.
import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/** A platform authenticator with a user-verified passkey store, for this page only. */
export async function addAuthenticator(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
}

/** On an invitation's join page: names the person, creates the passkey and lands signed in. */
export async function createPasskey(page: Page, name: string): Promise<void> {
  await page.getByLabel("Your name").fill(name);
  await page.getByRole("button", { name: "Create passkey" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Hello, ${name}` })).toBeVisible();
}

/**
 * With TEAM_SCREENSHOTS=<folder>, a full-page PNG of the page as it is, named after `what`, its
 * width and its theme (the console's pages need a session, so `make screenshots` cannot reach
 * them): for looking at, never compared.
 */
export async function shootConsole(page: Page, what: string): Promise<void> {
  const folder = process.env.TEAM_SCREENSHOTS;
  if (!folder) return;
  const width = page.viewportSize()?.width ?? 0;
  const theme = await page.evaluate(() =>
    matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light",
  );
  const name = what.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "");
  await page.screenshot({ path: `${folder}/${name}-${width}-${theme}.png`, fullPage: true });
}
