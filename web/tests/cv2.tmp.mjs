import { chromium } from "@playwright/test";
const b = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const p = await b.newPage({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
const reqs = [];
p.on("request", (r) => { if (r.resourceType() === "image") reqs.push(r.url().slice(-40)); });
await p.goto(process.argv[2], { waitUntil: "load" });
for (const y of [0, 50, 100, 150, 200, 400]) {
  await p.evaluate((y) => window.scrollTo(0, y), y);
  await p.waitForTimeout(300);
  console.log(y, await p.evaluate(() => [...document.querySelectorAll(".lazy-frame")].slice(0, 3).map((e) => `${Math.round(e.getBoundingClientRect().top)}:${!e.firstElementChild.checkVisibility({ contentVisibilityAuto: true })}`).join(" ")), reqs.length);
}
await b.close();
