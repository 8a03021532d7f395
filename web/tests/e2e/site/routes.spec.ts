import { firstScreenEndId } from "~/components/site/FirstScreenEnd";
import { expect, test } from "../support/fixtures";
import { pageRoutes, unknownPath } from "../support/routes";

const canonicalOf = (html: string) => html.match(/<link rel="canonical" href="([^"]+)"/)?.[1];

test("the build has the spec's routes", () => {
  // A guard against an empty or partial build passing everything below vacuously.
  for (const route of [
    "/",
    "/services",
    "/services/design",
    "/industries/travel-logistics",
    "/contact",
    "/privacy",
    "/terms",
  ]) {
    expect(pageRoutes).toContain(route);
  }
});

// The pre-rendered HTML of every route; what it shows in a browser (its <h1>, the first-screen
// marker in place) is checked in the one browser visit each route gets (every-route.spec.ts).
for (const route of pageRoutes) {
  test(`${route} answers 200 with HTML and has exactly one <h1>`, async ({ request }) => {
    const raw = await request.get(route, { maxRedirects: 0 });
    expect(raw.status()).toBe(200);
    expect(raw.headers()["content-type"]).toMatch(/^text\/html/);
    const html = await raw.text();
    expect(html.match(/<h1[\s>]/g), "one <h1> in the pre-rendered HTML").toHaveLength(1);
    expect(html).toMatch(/<title>[^<]*\S[^<]*<\/title>/);
    // The first paint waits for the end of the opening section (components/site/FirstScreenEnd.tsx).
    expect(html).toContain(`<link rel="expect" href="#${firstScreenEndId}" blocking="render"/>`);
  });
}

test("HEAD answers like GET without a body", async ({ request }) => {
  for (const [path, status] of [
    ["/", 200],
    ["/services/design", 200],
    [unknownPath, 404],
  ] as const) {
    const response = await request.head(path);
    expect(response.status(), `HEAD ${path}`).toBe(status);
    expect(response.headers()["content-type"], `HEAD ${path}`).toMatch(/^text\/html/);
    expect((await response.body()).length, `HEAD ${path} has no body`).toBe(0);
  }
});

test("/services and /services/ both answer 200, without a redirect, with the same canonical URL", async ({
  request,
}) => {
  const bare = await request.get("/services", { maxRedirects: 0 });
  const slash = await request.get("/services/", { maxRedirects: 0 });
  expect(bare.status()).toBe(200);
  expect(slash.status()).toBe(200);
  const canonical = canonicalOf(await bare.text());
  expect(canonical).toMatch(/\/services$/);
  expect(canonicalOf(await slash.text())).toBe(canonical);
});
