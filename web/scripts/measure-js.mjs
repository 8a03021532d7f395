// JavaScript a page costs before any interaction (issue 34's figure): in Chromium, as a phone
// loads the page with a cold cache, every script response's body as sent (its encoded size) plus
// the document's executable inline scripts gzipped, taken after the load event and 4 s without
// input. Starts the release server over the build (tests/e2e/support/server.mjs settings).
//   node scripts/measure-js.mjs / /search /careers/senior-ai-engineer
import { chromium } from "@playwright/test";
import { constants, gzipSync } from "node:zlib";
import { startServer, testChromiumPath, chromiumArgs } from "../tests/e2e/support/server.mjs";

const routes = process.argv.slice(2);
if (routes.length === 0) routes.push("/", "/search", "/careers/senior-ai-engineer");

const server = await startServer();
const browser = await chromium.launch({ executablePath: testChromiumPath, args: chromiumArgs });
try {
  for (const route of routes) {
    const context = await browser.newContext({
      baseURL: server.baseURL,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const scripts = [];
    page.on("requestfinished", async (request) => {
      if (request.resourceType() !== "script") return;
      const sizes = await request.sizes().catch(() => null);
      if (sizes)
        scripts.push({ url: new URL(request.url()).pathname, bytes: sizes.responseBodySize });
    });
    await page.goto(route, { waitUntil: "load" });
    await page.waitForTimeout(4000);
    // The same types csp.mjs hashes: classic and module scripts (data blocks are not code).
    const inline = await page.evaluate(() =>
      [...document.querySelectorAll("script:not([src])")]
        .filter((s) => ["", "text/javascript", "module"].includes(s.type))
        .map((s) => s.textContent ?? "")
        .join("\n"),
    );
    const inlineGzip = gzipSync(inline, { level: constants.Z_BEST_COMPRESSION }).length;
    const external = scripts.reduce((sum, s) => sum + s.bytes, 0);
    console.log(
      `${route}: ${((external + inlineGzip) / 1000).toFixed(1)} kB (external ${(external / 1000).toFixed(1)} kB in ${scripts.length} scripts, inline ${(inlineGzip / 1000).toFixed(1)} kB gzip)`,
    );
    if (process.env.VERBOSE) for (const s of scripts) console.log(`  ${s.bytes}\t${s.url}`);
    await context.close();
  }
} finally {
  await browser.close();
  server.stop();
}
