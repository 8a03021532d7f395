// Screenshots for a visual review: one page of every template at 320, 375, 768, 1024 and 1440 px,
// full page, in the light and the dark theme, in every language the build holds (English, then
// German, Japanese and Arabic right to left, named <code>-<template>-<width>-<theme>.png), plus
// the open "What we do" menu (1440), the open mobile menu (375) and the open chat panel (375 and
// 1440). The system Chromium against the release server serving a production build, as the e2e
// tests do (SERVER_BIN, STATIC_DIR, E2E_PORT, CHROMIUM_PATH). Writes PNGs into web/screenshots/
// (git-ignored; emptied first).
//
// Usage: node scripts/screenshots.mjs [name ...]   (names filter the pages: home, services, ...)
// SCREENSHOT_WIDTHS=320,1440 and SCREENSHOT_LANGUAGES=en,ar narrow the run (all by default).
import { existsSync } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import { join, relative, resolve } from "node:path";
import { chromium } from "@playwright/test";
import { htmlPages } from "./build-steps/html-files.mjs";
import {
  chromiumArgs,
  chromiumPath,
  staticDir,
  startServer,
} from "../tests/e2e/support/server.mjs";

const webDir = resolve(import.meta.dirname, "..");
const outDir = join(webDir, "screenshots");
const listFrom = (value) => (value ? value.split(",").map((item) => item.trim()) : null);
const widths = (
  listFrom(process.env.SCREENSHOT_WIDTHS) ?? ["320", "375", "768", "1024", "1440"]
).map(Number);
const languages = listFrom(process.env.SCREENSHOT_LANGUAGES);
const themes = ["light", "dark"];

if (!existsSync(join(staticDir, "index.html"))) {
  console.error(
    `screenshots: no build at ${staticDir} (run npm run build first, or set STATIC_DIR)`,
  );
  process.exit(2);
}

// One page per template. Detail pages: the preferred one when the build has it, else the first
// built page under the same folder, so a renamed entry does not break the run.
const built = (await htmlPages(staticDir)).filter((p) => !p.notFound).map((p) => p.route);
const detail = (folder, preferred) => {
  if (built.includes(`${folder}/${preferred}`)) return `${folder}/${preferred}`;
  const found = built.find(
    (route) =>
      route.startsWith(`${folder}/`) && route.split("/").length === folder.split("/").length + 1,
  );
  if (!found) throw new Error(`screenshots: no page under ${folder} in ${staticDir}`);
  return found;
};
const templates = [
  ["home", "/"],
  ["services", "/services"],
  ["service", detail("/services", "cloud")],
  ["industries", "/industries"],
  ["industry", detail("/industries", "healthcare")],
  ["products", "/products"],
  ["case-studies", "/resources/case-studies"],
  ["case-study", detail("/resources/case-studies", "aarogya-patient-flow")],
  ["whats-new", "/whats-new"],
  ["news-post", detail("/whats-new", "ai-day-2026")],
  ["careers", "/careers"],
  ["job", detail("/careers", "senior-ai-engineer")],
  ["contact", "/contact"],
  ["our-story", "/about-us/our-story"],
  ["leadership", "/about-us/leadership"],
  ["clients", "/clients"],
  ["search", "/search?q=cloud"],
  ["404", "/this-page-does-not-exist"],
];
const only = process.argv.slice(2);
const pages = only.length > 0 ? templates.filter(([name]) => only.includes(name)) : templates;
const wanted = (code) => languages === null || languages.includes(code);
const otherLanguages = ["de", "ja", "ar"].filter(
  (code) => built.includes(`/${code}`) && wanted(code),
);
const inLanguage = (code, path) => `/${code}${path === "/" ? "/" : path}`;

/** Opens `path` and waits until it is what a visitor sees once everything has arrived. */
async function load(page, path) {
  await page.goto(path, { waitUntil: "load" });
  // Ready: shown, its islands loader running (the reveal's inline script has hidden the cards it
  // reveals on scroll by then).
  await ready(page);
  // Scroll through the page so lazy images load and scroll-revealed content shows, then back up.
  await page.evaluate(async () => {
    const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo({ top: y, behavior: "instant" });
      await frame();
    }
    window.scrollTo({ top: 0, behavior: "instant" });
    await frame();
  });
  await page.waitForLoadState("networkidle");
  // Every part the first paint skipped is drawn (lib/inline-scripts/page-shown.ts). Images that
  // are not rendered (display: none, e.g. the other theme's variant) are lazy and never load.
  await page.waitForFunction(
    () =>
      ![...document.querySelectorAll('[aria-busy="true"]')].some((el) => el.checkVisibility()) &&
      !document.querySelector(".defer-draw:not([data-drawn])") &&
      [...document.images].every((img) => img.complete || !img.checkVisibility()),
  );
  await settle(page);
}

/** Fonts loaded and every finite animation or transition finished (infinite ones are ignored). */
async function settle(page) {
  await page.evaluate(async (deadline) => {
    await document.fonts.ready;
    const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    while (Date.now() < deadline) {
      await frame();
      const running = document
        .getAnimations()
        .filter(
          (a) => a.playState === "running" && a.effect?.getComputedTiming().endTime !== Infinity,
        );
      if (running.length === 0) return;
      await Promise.all(running.map((a) => a.finished.catch(() => undefined)));
    }
  }, Date.now() + 10_000);
}

/** Waits until the page is shown and its islands loader runs (public pages hydrate no app). */
async function ready(page) {
  await page.waitForFunction(
    () =>
      document.documentElement.hasAttribute("data-page-shown") &&
      document.documentElement.hasAttribute("data-islands"),
  );
}

// The open states: [name, width, path, open(page)]; shot at the viewport's size (the overlay).
const states = [
  [
    "menu-what-we-do",
    1440,
    "/",
    async (page) => {
      await page
        .getByRole("navigation", { name: "Main" })
        .getByRole("button", { name: /what we do/i })
        .click();
      await page.locator("[popover]:popover-open").first().waitFor();
    },
  ],
  [
    "mobile-menu",
    375,
    "/",
    async (page) => {
      await page
        .locator('header button[command="show-modal"], header button[aria-haspopup="dialog"]')
        .first()
        .click();
      await page.locator("dialog[open]").first().waitFor();
    },
  ],
  ...[375, 1440].map((width) => [
    "chat",
    width,
    "/services",
    async (page) => {
      await page.locator("aside > button[aria-haspopup=dialog]").click();
      await page.locator('aside [role="dialog"]:not([aria-busy="true"])').waitFor();
    },
  ]),
];

await rm(outDir, { recursive: true, force: true });
await mkdir(outDir, { recursive: true });

const server = await startServer();
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const failures = [];
let count = 0;
const started = Date.now();

try {
  for (const theme of themes) {
    for (const width of wanted("en") ? widths : []) {
      const context = await newContext(theme, width);
      const page = await context.newPage();
      for (const [name, path] of pages) {
        const file = join(outDir, `${name}-${width}-${theme}.png`);
        try {
          await load(page, path);
          await page.screenshot({ path: file, fullPage: true, animations: "disabled" });
          count += 1;
        } catch (error) {
          failures.push(`${name} ${width} ${theme}: ${error.message.split("\n")[0]}`);
        }
      }
      await context.close();
    }
    for (const [name, width, path, open] of only.length > 0 || !wanted("en") ? [] : states) {
      const context = await newContext(theme, width);
      const page = await context.newPage();
      try {
        await load(page, path);
        await open(page);
        await settle(page);
        await page.screenshot({
          path: join(outDir, `state-${name}-${width}-${theme}.png`),
          animations: "disabled",
        });
        count += 1;
      } catch (error) {
        failures.push(`state ${name} ${width} ${theme}: ${error.message.split("\n")[0]}`);
      }
      await context.close();
    }
    for (const code of otherLanguages) {
      for (const width of widths) {
        const context = await newContext(theme, width);
        const page = await context.newPage();
        for (const [name, path] of pages) {
          try {
            await load(page, inLanguage(code, path));
            await page.screenshot({
              path: join(outDir, `${code}-${name}-${width}-${theme}.png`),
              fullPage: true,
              animations: "disabled",
            });
            count += 1;
          } catch (error) {
            failures.push(`${code} ${name} ${width} ${theme}: ${error.message.split("\n")[0]}`);
          }
        }
        await context.close();
      }
      const languageStates = states.filter(([name]) => name !== "menu-what-we-do");
      for (const [name, width, path, open] of only.length > 0 ? [] : languageStates) {
        const context = await newContext(theme, width);
        const page = await context.newPage();
        try {
          await load(page, inLanguage(code, path));
          await open(page);
          await settle(page);
          await page.screenshot({
            path: join(outDir, `${code}-state-${name}-${width}-${theme}.png`),
            animations: "disabled",
          });
          count += 1;
        } catch (error) {
          failures.push(`${code} state ${name} ${width} ${theme}: ${error.message.split("\n")[0]}`);
        }
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
  server.stop();
}

/**
 * A visitor in `theme`: the device asks for it (what the "system" theme follows) and the theme
 * switch's stored choice is that theme (app/lib/inline-scripts/theme.ts: the head script reads it before the
 * first paint); the home splash counts as seen this session.
 */
async function newContext(theme, width) {
  const context = await browser.newContext({
    baseURL: server.baseURL,
    viewport: { width, height: width < 768 ? 812 : 900 },
    colorScheme: theme,
  });
  await context.addInitScript((wanted) => {
    sessionStorage.setItem("kaveri:splash-seen", "1");
    localStorage.setItem("kaveri-theme", wanted);
  }, theme);
  return context;
}

const seconds = Math.round((Date.now() - started) / 1000);
console.log(
  `screenshots: ${count} PNGs in ${relative(process.cwd(), outDir) || "."} (${outDir}) in ${seconds} s`,
);
if (failures.length > 0) {
  console.error(`screenshots: ${failures.length} failed:\n  ${failures.join("\n  ")}`);
  process.exit(1);
}
