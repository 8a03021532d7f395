import { chromium } from "@playwright/test";
const [url, out, w, h, scheme, wait] = process.argv.slice(2);
const b = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const p = await b.newPage({ viewport: { width: +w, height: +h }, colorScheme: scheme });
await p.goto(url);
await p.waitForTimeout(+wait);
await p.screenshot({ path: out });
await b.close();
