import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
const url = process.argv[2];
const chrome = await chromeLauncher.launch({ chromePath: "/usr/bin/chromium", chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"] });
const r = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
chrome.kill();
const a = r.lhr.audits;
console.log(Object.keys(a).filter(k=>/lcp|largest|render|critical|network-dep/.test(k)));
for (const k of Object.keys(a)) if (/lcp|render-block|critical/.test(k)) console.log(k, a[k].displayValue, JSON.stringify(a[k].details?.items?.slice?.(0,4))?.slice(0,600));
