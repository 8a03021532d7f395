import { chromium } from "@playwright/test";
const b = await chromium.launch({ executablePath: "/usr/bin/chromium" });
for (const w of [1024, 1100, 1280, 1440]) {
const p = await b.newPage({ viewport: { width: w, height: 800 } });
await p.goto(process.argv[2], { waitUntil: "networkidle" });
console.log(w, await p.evaluate(() => { const c = document.querySelector("header .container-page"); return [...c.children].map((e) => `${e.tagName}:${Math.round(e.getBoundingClientRect().width)}/${e.scrollWidth}`).join(" ") + " trig:" + [...document.querySelectorAll("header nav .nav-trigger")].map(e=>Math.round(e.getBoundingClientRect().width)).join(",") + " right:" + [...c.lastElementChild.children].map(e=>Math.round(e.getBoundingClientRect().width)).join(",") + " font:" + getComputedStyle(document.body).fontFamily.slice(0,30); }));
await p.close();
}
await b.close();
