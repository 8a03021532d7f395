import { constants, gzipSync } from "node:zlib";
import type { Browser, Response } from "@playwright/test";
import { recordRequests } from "../e2e/support/requests";
import { settle } from "../e2e/support/settle";
import { describeJs, measureJs, recordScripts } from "./page-js.mjs";

/** What one page load costs before any interaction. Sizes are bytes. */
export interface PageFigures {
  route: string;
  html: number;
  css: number;
  /** Issue 34's figure (page-js.mjs): scripts as sent plus the inline scripts gzipped. */
  js: number;
  /** The same figure in words: its parts and the number of scripts. */
  jsDetail: string;
  /** Whether the page waited the quiet time. */
  quiet: boolean;
  /** Scripts requested during the quiet time after the figure's load (when one was asked for). */
  lateScripts: string[];
  /** Font files (woff2 is compressed already: bytes as sent). */
  fonts: number;
  /** The LCP element, and the bytes of its image when it is one. */
  lcp: { element: string; url: string; imageBytes: number | null };
  cls: number;
  /** The elements that moved, for a CLS above zero: "<tag#id.class> (score)". */
  shifted: string[];
  foreign: string[];
}

/** Gzip at the highest level, as the build's precompressed files are. */
export const gzipBytes = (body: Buffer) =>
  gzipSync(body, { level: constants.Z_BEST_COMPRESSION }).length;

/** Built assets are named by their content's hash: one URL's gzip size is measured once. */
const assetGzipBytes = new Map<string, number>();
function gzipBytesOf(url: string, body: Buffer): number {
  if (!new URL(url).pathname.startsWith("/assets/")) return gzipBytes(body);
  let bytes = assetGzipBytes.get(url);
  if (bytes === undefined) assetGzipBytes.set(url, (bytes = gzipBytes(body)));
  return bytes;
}

/**
 * Loads `route` in a fresh context (nothing cached), waits until the network is idle and the
 * page settled, and measures the gzip size of every HTML and CSS response it fetched (the
 * bodies gzipped here, whatever encoding the server chose), its JavaScript as page-js.mjs
 * defines it, the LCP element, and the CLS. With `quietMs`, the page then stays `quietMs`
 * without input and `lateScripts` lists the scripts requested meanwhile.
 */
export async function measurePage(
  browser: Browser,
  baseURL: string,
  route: string,
  viewport: { width: number; height: number },
  { quietMs = 0 }: { quietMs?: number } = {},
): Promise<PageFigures> {
  const context = await browser.newContext({ baseURL, viewport });
  try {
    const recorder = await recordRequests(context, new URL(baseURL).origin);
    const page = await context.newPage();
    const scripts = recordScripts(page);
    // Each body's failure is caught where it is asked for: a response that comes after the
    // figures are taken (a late sprite or chunk) would otherwise reject once the page closes.
    const bodies: Promise<{ type: string; url: string; body: Buffer } | null>[] = [];
    page.on("response", (response: Response) => {
      const type = response.request().resourceType();
      if (type === "script") return; // counted as sent, by page-js.mjs
      if (response.status() >= 300 && response.status() < 400) return; // a redirect has no body
      bodies.push(
        response.body().then(
          (body) => ({ type, url: response.url(), body }),
          () => null,
        ),
      );
    });
    await page.goto(route, { waitUntil: "networkidle" });
    await settle(page);
    const { lcp, cls, shifted } = await page.evaluate(
      () =>
        new Promise<{
          lcp: { element: string; url: string } | null;
          cls: number;
          shifted: string[];
        }>((resolve) => {
          let last: (PerformanceEntry & { element?: Element | null; url?: string }) | undefined;
          let cls = 0;
          const shifted: string[] = [];
          const describe = (node: Node | null | undefined) => {
            if (!(node instanceof Element))
              return node ? node.nodeName.toLowerCase() : "a removed node";
            const classes =
              typeof node.className === "string"
                ? node.className.trim().split(/\s+/).slice(0, 3).join(".")
                : "";
            return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ""}${classes ? `.${classes}` : ""}`;
          };
          new PerformanceObserver((list) => {
            last = list.getEntries().at(-1) ?? last;
          }).observe({ type: "largest-contentful-paint", buffered: true });
          new PerformanceObserver((list) => {
            type Shift = PerformanceEntry & {
              value: number;
              hadRecentInput: boolean;
              sources?: { node?: Node | null }[];
            };
            for (const entry of list.getEntries() as Shift[]) {
              if (entry.hadRecentInput) continue;
              cls += entry.value;
              const nodes = (entry.sources ?? []).map((s) => describe(s.node)).join(", ");
              shifted.push(`${nodes || "unknown"} (${entry.value.toFixed(5)})`);
            }
          }).observe({ type: "layout-shift", buffered: true });
          // Buffered entries reach every observer in one task, in the order they observed: this
          // one, last and certain to have an entry (the first paint), hears them after the others.
          new PerformanceObserver((_, observer) => {
            observer.disconnect();
            const element = last?.element ? last.element.tagName.toLowerCase() : "none";
            resolve({ lcp: last ? { element, url: last.url ?? "" } : null, cls, shifted });
          }).observe({ type: "paint", buffered: true });
        }),
    );
    const js = await measureJs(page, scripts, { quietMs });
    const responses = await Promise.all(bodies);
    const total = (type: string) =>
      responses
        .filter((r) => r?.type === type)
        .reduce((sum, r) => sum + gzipBytesOf(r!.url, r!.body), 0);
    const lcpUrl = lcp?.url ?? "";
    const lcpResponse = lcpUrl ? responses.find((r) => r?.url === lcpUrl) : undefined;
    return {
      route,
      html: total("document"),
      css: total("stylesheet"),
      js: js.total,
      jsDetail: describeJs(js),
      quiet: quietMs > 0,
      lateScripts: js.late,
      fonts: responses
        .filter((r) => r?.type === "font")
        .reduce((sum, r) => sum + r!.body.length, 0),
      lcp: {
        element: lcp?.element ?? "none",
        url: lcpUrl,
        // An inline (data:) image is part of the HTML and counted there.
        imageBytes: !lcpUrl || lcpUrl.startsWith("data:") ? null : (lcpResponse?.body.length ?? -1),
      },
      cls,
      shifted,
      foreign: recorder.foreign(),
    };
  } finally {
    await context.close();
  }
}
