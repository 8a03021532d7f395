// Links are documents (docs/decisions/012-islands.md): the browser prerenders the page a visitor
// is about to open, so it shows at once. "moderate": when a pointer rests on a link or presses
// it (a touch starts), not for every link in view, so a phone on a metered plan fetches only
// what its visitor reaches for. Never prerendered: what is no page of the site (the API, the
// search index, feeds and other XML), the team console and the content editor (apps of their
// own, behind a sign-in), downloads, and links marked `data-no-prerender` (their page does
// something when opened). Chromium checks inline rules against the CSP's script-src, so the
// build hashes this block like a script (scripts/build-steps/csp.mjs). Inline script rules:
// README.md beside this file.

/** Marks a link whose page must not be opened before the visitor follows it. */
export const noPrerenderAttribute = "data-no-prerender";

/** The paths never prerendered, as URL patterns (a pattern without a query matches any query). */
export const notPrerendered = ["/api/*", "/team", "/team/*", "/admin/*", "/pagefind/*", "/*.xml"];

export const speculationRules = {
  prerender: [
    {
      where: {
        and: [
          { href_matches: "/*" },
          { not: { href_matches: notPrerendered } },
          { not: { selector_matches: `a[download], [${noPrerenderAttribute}]` } },
        ],
      },
      eagerness: "moderate",
    },
  ],
} as const;

/** The `<script type="speculationrules">` text: static per build. */
export const speculationRulesText = JSON.stringify(speculationRules);
