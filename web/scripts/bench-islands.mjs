// The islands' intent benchmark (issue 34's second bar): for each widget a visitor reaches for,
// the time from their input to the page's first response (the panel open, the character shown,
// the search open), and from their first intent (pointer, focus or key) to the island working
// (its wrapper's `data-hydrated`, components/islands/hydrate.tsx), and whether what they typed
// meanwhile is still there once React has taken over. Each run is a fresh context (a cold cache)
// in the system Chromium, as a phone (390 px, touch) under Lighthouse's mobile throttling: 4× CPU
// slowdown and slow 4G (150 ms RTT, 1.6 Mbps down, 750 Kbps up). Prints the median of N runs;
// asserts nothing (a timing of a shared host is a figure, not a test).
//   npm run bench:islands -- [--runs 5] [--lang en|de|ja|ar|all] [--case enquiry,search-page]
// Starts the release server over the build (tests/e2e/support/server.mjs: SERVER_BIN, E2E_PORT).
import { chromium } from "@playwright/test";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { benchTable } from "./bench-islands-table.mjs";
import {
  chromiumArgs,
  startServer,
  staticDir,
  testChromiumPath,
} from "../tests/e2e/support/server.mjs";

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "5" },
    lang: { type: "string", default: "en" },
    case: { type: "string" },
  },
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs ${values.runs}: a whole number`);

const builtLanguages = ["en", ...["de", "ja", "ar"].filter((c) => existsSync(join(staticDir, c)))];
const languages = values.lang === "all" ? builtLanguages : values.lang.split(",");
for (const code of languages)
  if (!builtLanguages.includes(code)) throw new Error(`--lang ${code}: not in the build`);

/** Lighthouse's mobile slow 4G (its `mobileSlow4G`), in CDP's bytes per second. */
const slow4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const cpuSlowdown = 4;
/** How long a response, and a hydration, may take before the run reports it missing. */
const responseGiveUpMs = 5_000;
const giveUpMs = 15_000;

/** A page's path in a language ("/contact" in Arabic is "/ar/contact"). */
const inLanguage = (code, path) => (code === "en" ? path : `/${code}${path === "/" ? "" : path}`);

/** The first built page under `folder` (English) whose HTML holds `marker`. */
function firstPageWith(folder, marker, below = "") {
  const dir = join(staticDir, folder);
  for (const name of readdirSync(dir).sort()) {
    const file = join(dir, name, below, "index.html");
    if (existsSync(file) && readFileSync(file, "utf8").includes(marker))
      return `/${folder}/${name}${below ? `/${below}` : ""}`;
  }
  throw new Error(`no page under ${folder}/*/${below} holds ${marker}`);
}

const firstTextInput = (island) =>
  `[data-island="${island}"] form input:is([type=text],[type=email],[type=search],:not([type])):not([hidden])`;

/**
 * The cases. `act` is what the visitor does: `click` a selector, `type` into one (a click on it,
 * then characters), or `key` a shortcut. `response` is what the page shows in answer (visible,
 * or focused for `focused`); `island` the wrapper that then becomes React.
 */
const cases = [
  {
    name: "assistant",
    path: "/",
    act: { click: "[data-early-click=assistant]" },
    // The first response is the panel's shell from the page's HTML (or the panel, once the
    // island has arrived); the island works once the panel is React's.
    response: { visible: "#assistant-shell, #assistant-panel" },
    island: "assistant",
  },
  {
    name: "enquiry form",
    path: "/contact",
    act: { type: firstTextInput("enquiry-form") },
    island: "enquiry-form",
  },
  {
    name: "application form",
    path: firstPageWith("careers", 'data-island="application-form"'),
    act: { type: firstTextInput("application-form") },
    island: "application-form",
  },
  {
    name: "question form",
    path: firstPageWith("careers", 'data-island="question-form"', "question"),
    act: { type: firstTextInput("question-form") },
    island: "question-form",
  },
  {
    name: "search (Ctrl+K)",
    path: "/",
    act: { key: "Control+k" },
    response: { focused: "#header-search-input" },
    // The header's search is HTML (a popover and a GET form); no island to wait for.
    island: null,
  },
  {
    name: "search page",
    path: "/search",
    act: { type: "#site-search-input" },
    island: "site-search",
  },
].filter((c) => !values.case || values.case.split(",").includes(c.name.split(" ")[0]));

/**
 * In the page, before the visitor acts: records the first intent's and the measured input's
 * timestamps (the event's own, so a busy main thread's delay counts), the frame after which the
 * response shows, and when the island's wrapper gets `data-hydrated`. Runs through CDP, not as
 * a page script, so the page's CSP does not apply; nothing here is evaluated from a string.
 */
function installProbe({ inputType, key, response, island }) {
  const probe = { intent: null, input: null, response: null, hydrated: null };
  window.__bench = probe;
  const shows = () => {
    if (response.focused) {
      const el = document.activeElement;
      return !!el && el.matches(response.focused) && el.checkVisibility();
    }
    if (response.visible)
      return [...document.querySelectorAll(response.visible)].some((el) => el.checkVisibility());
    const el = document.activeElement;
    return !!el && typeof el.value === "string" && el.value.includes(response.typed);
  };
  // The first frame that shows the response: checked in each animation frame (after the event's
  // handlers and default action), taken just after that frame's paint.
  const watch = () => {
    if (probe.response !== null) return;
    if (shows()) {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => (probe.response = performance.now() - probe.input);
      requestAnimationFrame(() => channel.port2.postMessage(0));
    } else requestAnimationFrame(watch);
  };
  for (const type of ["pointerover", "pointerdown", "focusin", "keydown"])
    addEventListener(type, (e) => (probe.intent ??= e.timeStamp), { capture: true });
  addEventListener(
    inputType,
    (e) => {
      if (probe.input !== null || (key && e.key?.toLowerCase() !== key)) return;
      probe.input = e.timeStamp;
      requestAnimationFrame(watch);
    },
    { capture: true },
  );
  if (!island) return;
  const wrapper = document.querySelector(`[data-island="${island}"]`);
  if (!wrapper) return;
  const done = () => (probe.hydrated = performance.now() - probe.intent);
  if (wrapper.hasAttribute("data-hydrated")) return done();
  new MutationObserver((_, observer) => {
    if (!wrapper.hasAttribute("data-hydrated")) return;
    observer.disconnect();
    done();
  }).observe(wrapper, { attributes: true, attributeFilter: ["data-hydrated"] });
}

/** One run of one case in a fresh context: { response, hydrated, kept } (ms, or null). */
async function measure(browser, baseURL, code, spec) {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: code,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", slow4G);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
    await page.goto(inLanguage(code, spec.path), { waitUntil: "load", timeout: 60_000 });
    // The page as a visitor first meets it: loaded, its islands loader ready, the parts the
    // first paint skipped drawn (lib/inline-scripts/page-shown.ts), no splash busy.
    await page.waitForFunction(
      () =>
        document.documentElement.hasAttribute("data-islands") &&
        !document.querySelector(".defer-draw:not([data-drawn])") &&
        ![...document.querySelectorAll('[aria-busy="true"]')].some((el) => el.checkVisibility()),
      undefined,
      { timeout: 30_000 },
    );
    const typed = "Kaveri";
    const { act } = spec;
    await page.evaluate(installProbe, {
      inputType: act.click ? "click" : "keydown",
      key: act.key
        ? act.key.split("+").at(-1).toLowerCase()
        : act.type
          ? typed[0].toLowerCase()
          : null,
      response: spec.response ?? { typed: typed[0] },
      island: spec.island,
    });
    const probe = () => page.evaluate(() => window.__bench);
    let sent = "";
    if (act.click) await page.click(act.click);
    if (act.key) await page.keyboard.press(act.key);
    if (act.type) {
      await page.click(act.type);
      // The first character at once, the rest a keystroke every 100 ms until the island works:
      // each must survive React taking the field over.
      await page.keyboard.type(typed[0]);
      sent = typed[0];
      for (const ch of typed.slice(1)) {
        if ((await probe()).hydrated !== null) break;
        await page.waitForTimeout(100);
        await page.keyboard.type(ch);
        sent += ch;
      }
    }
    // The response is waited for `responseGiveUpMs`, the island (when the page holds it) until
    // `giveUpMs`.
    const start = Date.now();
    const holdsIsland = spec.island !== null && (await page.$(`[data-island="${spec.island}"]`));
    let figures = await probe();
    while (Date.now() - start < giveUpMs) {
      const waiting =
        (figures.response === null && Date.now() - start < responseGiveUpMs) ||
        (holdsIsland && figures.hydrated === null);
      if (!waiting) break;
      await page.waitForTimeout(100);
      figures = await probe();
    }
    const kept = act.type ? (await page.inputValue(act.type)) === sent : null;
    return { response: figures.response, hydrated: figures.hydrated, holds: !!holdsIsland, kept };
  } finally {
    await context.close();
  }
}

const server = await startServer();
const browser = await chromium.launch({ executablePath: testChromiumPath, args: chromiumArgs });
const rows = [];
try {
  for (const code of languages)
    for (const spec of cases) {
      const results = [];
      for (let i = 0; i < runs; i++)
        results.push(await measure(browser, server.baseURL, code, spec));
      const row = {
        lang: code,
        name: spec.name,
        route: inLanguage(code, spec.path),
        response: results.map((r) => r.response),
        // No island named (the header's search), or none on the page (the assistant today).
        hydrated:
          spec.island === null
            ? null
            : results.some((r) => r.holds)
              ? results.map((r) => r.hydrated)
              : "absent",
        kept: results.map((r) => r.kept),
      };
      rows.push(row);
      if (process.env.VERBOSE) console.error(`${code} ${spec.name}: ${JSON.stringify(results)}`);
    }
} finally {
  await browser.close();
  server.stop();
}
console.log(
  `\nIslands on intent: median of ${runs} runs, 390 px phone, ${cpuSlowdown}× CPU slowdown, slow 4G, cold cache\n`,
);
console.log(benchTable(rows));
