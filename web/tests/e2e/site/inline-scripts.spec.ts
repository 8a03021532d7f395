import { createHash } from "node:crypto";
import { expect, test } from "../support/fixtures";
import { hydrateIsland, visit } from "../support/visit";

// The pre-rendered pages' inline scripts (theme, page shown, count, islands loader, brand font,
// early controls, splash) ship in the HTML only: nothing that runs later may change them.
for (const path of ["/", "/careers/senior-ai-engineer"]) {
  test(`${path}: once the page is ready every inline script is the one the server sent`, async ({
    page,
    request,
  }) => {
    const served = await (await request.get(path)).text();
    await visit(page, path);
    const scripts = await page.evaluate(() =>
      [...document.querySelectorAll("script:not([src]):not([type])")].map(
        (script) => script.textContent ?? "",
      ),
    );
    expect(scripts.length).toBeGreaterThanOrEqual(4);
    for (const text of scripts) {
      expect(text, "an inline script emptied by hydration").not.toBe("");
      expect(served, "an inline script the server did not send").toContain(text.slice(0, 200));
    }
  });
}

// Every script the page runs inline (the islands loader with the page's module map written in
// by the build included) is allowed by a hash in the page's Content-Security-Policy: nothing
// needs 'unsafe-inline', and a script the policy misses would silently not run.
for (const path of [
  "/",
  "/search",
  "/search?q=cloud",
  "/careers/senior-ai-engineer",
  "/de/search",
]) {
  test(`${path}: every inline script is hashed in the page's CSP`, async ({ page }) => {
    const response = await visit(page, path);
    const policy = (await response!.allHeaders())["content-security-policy"] ?? "";
    const scriptSrc = policy.split(";").find((d) => d.trim().startsWith("script-src")) ?? "";
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    if (path.startsWith("/search")) await hydrateIsland(page, "site-search");
    const scripts = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLScriptElement>("script:not([src])")]
        .filter((s) => ["", "module", "text/javascript"].includes(s.type))
        .map((s) => s.textContent ?? ""),
    );
    expect(scripts.some((text) => text.includes("/*islands*/"))).toBe(true);
    for (const text of scripts) {
      const hash = `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
      expect(scriptSrc, `the hash of the inline script ${text.slice(0, 60)}…`).toContain(hash);
    }
  });
}
