import { chromium } from "@playwright/test";
const b = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const p = await b.newPage({ viewport: { width: 375, height: 812 } });
await p.goto(process.argv[2], { waitUntil: "load" });
await p.waitForTimeout(300);
console.log(await p.evaluate(() => [...document.querySelectorAll(".lazy-frame")].map((e) => `${Math.round(e.getBoundingClientRect().top)} ${e.querySelector("img")?.getAttribute("src")?.slice(-25)}`).join("\n")));
console.log(await p.evaluate(() => performance.getEntriesByType("resource").filter(e=>e.initiatorType==="img").map(e=>`${Math.round(e.startTime)} ${e.name.slice(-30)}`).join("\n")), await p.evaluate(()=>performance.getEntriesByName("first-contentful-paint")[0]?.startTime));
await b.close();
