// Lighthouse (mobile preset, simulated throttling) against the release server serving the
// production build. Per route: accessibility, best practices and SEO must be 100 in every run;
// performance (median of 3 runs) 100 and LCP (median) ≤ 1.0 s.
// Prints a table, names the route, the category and the failing audits, and exits 1 on any
// failure.
//
// Usage: node tests/lighthouse/lighthouse.mjs [route ...]   (default: the routes below)
// Environment: as the e2e tests (SERVER_BIN, STATIC_DIR, E2E_PORT, CHROMIUM_PATH).
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumPath, startServer } from "../e2e/support/server.mjs";

/** The routes checked by default: add a route here to hold it to the same bars. */
export const defaultRoutes = [
  "/",
  "/services",
  "/services/cloud",
  "/contact",
  "/careers",
  "/products",
  // One page of each kind of story.
  "/resources/case-studies/northwind-demand-forecasting",
  "/whats-new/ai-day-2026",
  "/careers/senior-ai-engineer",
  // Each other language's home and a service page: its own words, scripts and fonts.
  ...["de", "ja", "ar"].flatMap((code) => [`/${code}/`, `/${code}/services/cloud`]),
];

const runsPerRoute = 3;
const bars = {
  performance: 100,
  lcpMs: 1000,
  strictCategories: ["accessibility", "best-practices", "seo"],
};
const categories = ["performance", "accessibility", "best-practices", "seo"];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** One Lighthouse run in a fresh browser, so no run inherits another's cache. */
async function auditOnce(url) {
  process.env.CHROME_PATH = chromiumPath;
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: categories,
      // Neither feeds a score (bf-cache is a weight-0 diagnostic; the full-page screenshot is
      // for the report's viewer), and together they take about a sixth of a run.
      disableFullPageScreenshot: true,
      skipAudits: ["bf-cache"],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

/**
 * A run whose trace Lighthouse itself could not record (NO_NAVSTART, NO_FCP on a loaded
 * machine…) says nothing about the page: it is run again, twice at most. Scores are never retried.
 */
async function audit(url) {
  for (let attempt = 1; ; attempt++) {
    const lhr = await auditOnce(url);
    if (!lhr.runtimeError) return lhr;
    const problem = `${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`;
    if (attempt === 3) throw new Error(problem);
    console.warn(`lighthouse: ${problem} (tool error, running again)`);
  }
}

/** The audits that cost a category points, with the first offending elements. */
function failingAudits(lhr, categoryId) {
  return lhr.categories[categoryId].auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((a) => a.score !== null && a.score < 1)
    .map((a) => {
      const nodes = (a.details?.items ?? [])
        .map((item) => item.node?.selector ?? item.url ?? item.source?.url)
        .filter(Boolean)
        .slice(0, 3);
      return `${a.id} (${a.title})${nodes.length ? `: ${nodes.join(", ")}` : ""}`;
    });
}

const routes = process.argv.slice(2).length > 0 ? process.argv.slice(2) : defaultRoutes;
const server = await startServer();
const rows = [];
const failures = [];
try {
  for (const route of routes) {
    const runs = [];
    for (let i = 0; i < runsPerRoute; i++)
      runs.push(await audit(new URL(route, server.baseURL).href));
    const score = (lhr, id) => Math.round((lhr.categories[id].score ?? 0) * 100);
    const performance = median(runs.map((r) => score(r, "performance")));
    const lcp = median(runs.map((r) => r.audits["largest-contentful-paint"].numericValue));
    const tbt = median(runs.map((r) => r.audits["total-blocking-time"].numericValue));
    const cls = median(runs.map((r) => r.audits["cumulative-layout-shift"].numericValue));
    const strict = Object.fromEntries(
      bars.strictCategories.map((id) => [id, Math.min(...runs.map((r) => score(r, id)))]),
    );
    rows.push({ route, performance, lcp, tbt, cls, ...strict });

    if (performance < bars.performance) {
      const worst = runs.find((r) => score(r, "performance") <= performance);
      failures.push(
        `${route}: performance ${performance} (median) < ${bars.performance}; ${failingAudits(worst, "performance").join("; ")}`,
      );
    }
    if (lcp > bars.lcpMs)
      failures.push(`${route}: LCP ${(lcp / 1000).toFixed(2)} s (median) > ${bars.lcpMs / 1000} s`);
    for (const id of bars.strictCategories) {
      if (strict[id] < 100) {
        const worst = runs.find((r) => score(r, id) === strict[id]);
        failures.push(
          `${route}: ${id} ${strict[id]} < 100; ${failingAudits(worst, id).join("; ")}`,
        );
      }
    }
    console.log(`lighthouse ${route}: done (${runsPerRoute} runs)`);
  }
} finally {
  server.stop();
}

const header = ["route", "perf", "LCP s", "TBT ms", "CLS", "a11y", "best-pr", "SEO"];
const lines = rows.map((r) => [
  r.route,
  String(r.performance),
  (r.lcp / 1000).toFixed(2),
  String(Math.round(r.tbt)),
  r.cls.toFixed(3),
  String(r.accessibility),
  String(r["best-practices"]),
  String(r.seo),
]);
const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
const format = (cells) =>
  cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  ");
console.log(
  `\nLighthouse, mobile preset (perf, LCP, TBT, CLS: median of ${runsPerRoute}; a11y, best practices, SEO: worst run)`,
);
console.log([format(header), ...lines.map(format)].join("\n"));
if (failures.length > 0) {
  console.error(`\n${failures.length} Lighthouse failure(s):`);
  for (const f of failures) console.error(`  ${f}`);
  process.exit(1);
}
