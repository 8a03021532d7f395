import { chromium } from "@playwright/test";
const b = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const p = await b.newPage({ viewport: { width: 412, height: 823 } });
await p.goto(process.argv[2], { waitUntil: "load" });
const f = () => p.evaluate(() => [...document.querySelectorAll(".lazy-frame")].slice(0, 2).map((e) => { const r = e.getBoundingClientRect(); const c = e.closest("article") ?? e.parentElement; return `frame ${r.width.toFixed(1)}x${r.height.toFixed(1)} card h=${c.getBoundingClientRect().height.toFixed(1)} skipped=${!e.firstElementChild.checkVisibility({ contentVisibilityAuto: true })}`; }).join(" | "));
console.log(await f());
await p.evaluate(() => window.scrollTo(0, 400)); await p.waitForTimeout(400);
console.log(await f());
await b.close();
