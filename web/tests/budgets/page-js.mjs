// The JavaScript a page costs before any interaction, issue 34's figure: every script response's
// body as sent (its encoded size) plus the document's executable inline scripts gzipped, in
// Chromium with a cold cache, after the load event and a quiet time without input. One definition
// for the budgets (tests/budgets/measure.ts) and scripts/measure-js.mjs.
import { constants, gzipSync } from "node:zlib";
import { EXECUTABLE_TYPES } from "../../scripts/build-steps/csp.mjs";

/** Whether a `<script type>` runs: the types csp.mjs hashes (data blocks are not code). */
export const isExecutableScriptType = (type) => EXECUTABLE_TYPES.has(type.trim().toLowerCase());

/**
 * Records the page's script responses as they finish ({ url, bytes }: the body's encoded size),
 * and when each script was requested, so a quiet time can prove none came late.
 */
export function recordScripts(page) {
  const finished = [];
  const requested = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") requested.push({ url: request.url(), at: Date.now() });
  });
  page.on("requestfinished", (request) => {
    if (request.resourceType() !== "script") return;
    finished.push(
      request.sizes().then(
        (sizes) => ({ url: request.url(), bytes: sizes.responseBodySize }),
        () => null,
      ),
    );
  });
  return {
    /** The script responses finished so far. */
    scripts: async () => (await Promise.all(finished)).filter((s) => s !== null),
    /** The scripts requested at or after `since` (a Date.now()). */
    requestedSince: (since) => requested.filter((r) => r.at >= since).map((r) => r.url),
  };
}

/** The text of the document's executable inline scripts, joined by newlines. */
export async function inlineScriptText(page) {
  const scripts = await page.evaluate(() =>
    [...document.querySelectorAll("script:not([src])")].map((s) => ({
      type: s.getAttribute("type") ?? "",
      text: s.textContent ?? "",
    })),
  );
  return scripts
    .filter((s) => isExecutableScriptType(s.type))
    .map((s) => s.text)
    .join("\n");
}

/** The figure from the scripts as sent and the inline text: { total, external, inline, scripts }. */
export function jsFigure(scripts, inlineText) {
  const external = scripts.reduce((sum, s) => sum + s.bytes, 0);
  const inline = inlineText
    ? gzipSync(inlineText, { level: constants.Z_BEST_COMPRESSION }).length
    : 0;
  return { total: external + inline, external, inline, scripts };
}

/** "12.3 kB (external 8.1 kB in 2 scripts, inline 4.2 kB gzip)". kB = 1000 bytes. */
export function describeJs(figure) {
  const kB = (bytes) => (bytes / 1000).toFixed(1);
  const count = figure.scripts.length;
  return `${kB(figure.total)} kB (external ${kB(figure.external)} kB in ${count} script${count === 1 ? "" : "s"}, inline ${kB(figure.inline)} kB gzip)`;
}

/**
 * Takes the figure once the page has loaded: waits `quietMs` without input first (issue 34's
 * 4 s), and lists in `late` the scripts requested during that wait.
 */
export async function measureJs(page, recorder, { quietMs = 0 } = {}) {
  const since = Date.now();
  if (quietMs > 0) await page.waitForTimeout(quietMs);
  const figure = jsFigure(await recorder.scripts(), await inlineScriptText(page));
  return { ...figure, late: quietMs > 0 ? recorder.requestedSince(since) : [] };
}
