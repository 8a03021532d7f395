// JavaScript a page costs before any interaction (issue 34's figure, defined once in
// tests/budgets/page-js.mjs): in Chromium, as a phone loads the page with a cold cache, every
// script response's body as sent plus the document's executable inline scripts gzipped, taken
// after the load event and 4 s without input. Starts the release server over the build
// (tests/e2e/support/server.mjs settings).
//   node scripts/measure-js.mjs / /search /careers/senior-ai-engineer   (VERBOSE=1: each script)
import { chromium } from "@playwright/test";
import { describeJs, measureJs, recordScripts } from "../tests/budgets/page-js.mjs";
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
    const recorder = recordScripts(page);
    await page.goto(route, { waitUntil: "load" });
    const figure = await measureJs(page, recorder, { quietMs: 4000 });
    console.log(`${route}: ${describeJs(figure)}`);
    if (process.env.VERBOSE)
      for (const s of figure.scripts) console.log(`  ${s.bytes}\t${new URL(s.url).pathname}`);
    await context.close();
  }
} finally {
  await browser.close();
  server.stop();
}
