import type { BrowserContext } from "@playwright/test";

export interface RecordedRequest {
  url: string;
  method: string;
  resourceType: string;
}

/** Schemes that never touch the network are not requests to another origin. */
const localSchemes = new Set(["data:", "blob:", "about:", "chrome:", "chrome-extension:"]);

/**
 * Records every request of a browser context and aborts those to another origin, so nothing
 * leaves the machine. Requests are appended to `requests` as they happen; `foreign()` lists
 * the offending ones as "<type> <url>".
 */
export async function recordRequests(
  context: BrowserContext,
  origin: string,
  requests: RecordedRequest[] = [],
) {
  const isForeign = (url: URL) => !localSchemes.has(url.protocol) && url.origin !== origin;
  context.on("request", (request) => {
    requests.push({
      url: request.url(),
      method: request.method(),
      resourceType: request.resourceType(),
    });
  });
  await context.route(isForeign, (route) => route.abort("blockedbyclient"));
  return {
    requests,
    foreign: () =>
      requests.filter((r) => isForeign(new URL(r.url))).map((r) => `${r.resourceType} ${r.url}`),
  };
}
