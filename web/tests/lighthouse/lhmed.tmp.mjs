import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
const [url, nArg] = process.argv.slice(2); const n = Number(nArg ?? 3);
const rows = [];
for (let i = 0; i < n; i++) {
  const chrome = await chromeLauncher.launch({ chromePath: "/usr/bin/chromium", chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"] });
  const r = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
  chrome.kill();
  const a = r.lhr.audits;
  rows.push([r.lhr.categories.performance.score, Math.round(a["first-contentful-paint"].numericValue), Math.round(a["largest-contentful-paint"].numericValue), Math.round(a["total-blocking-time"].numericValue)]);
}
const med = (k) => rows.map((r) => r[k]).sort((x, y) => x - y)[Math.floor(n / 2)];
console.log(url, JSON.stringify(rows), "median perf", med(0), "FCP", med(1), "LCP", med(2), "TBT", med(3));
