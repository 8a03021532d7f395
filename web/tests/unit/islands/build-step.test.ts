import { describe, expect, it } from "vitest";
import { islandsScript } from "~/lib/inline-scripts/islands";
import {
  assertNoRouter,
  islandModules,
  pageIslands,
  suggestionModule,
  writeIslandsMap,
  writeSuggestionModule,
} from "../../../scripts/build-steps/islands.mjs";
import {
  languageSuggestionScript,
  suggestionModuleMarker,
} from "~/lib/inline-scripts/language-suggestion";

// The islands build's manifest, as Vite writes it: two entries sharing React's chunk, one of
// them with a chunk it imports only on demand.
const manifest = {
  "app/islands/site-search.client.tsx": {
    file: "assets/islands/site-search-A1.js",
    name: "site-search",
    isEntry: true,
    imports: ["_client-B2.js", "_search-C3.js"],
    dynamicImports: ["_later-E5.js"],
  },
  "app/islands/enquiry-form.client.tsx": {
    file: "assets/islands/enquiry-form-F6.js",
    name: "enquiry-form",
    isEntry: true,
    imports: ["_client-B2.js"],
  },
  "app/islands/language-suggestion.client.ts": {
    file: "assets/islands/language-suggestion-G7.js",
    name: "language-suggestion",
    isEntry: true,
  },
  "_client-B2.js": { file: "assets/islands/client-B2.js", imports: ["_react-D4.js"] },
  "_search-C3.js": { file: "assets/islands/search-C3.js", imports: ["_react-D4.js"] },
  "_react-D4.js": { file: "assets/islands/react-D4.js" },
  "_later-E5.js": { file: "assets/islands/later-E5.js", isDynamicEntry: true },
};

describe("islandModules: each island's module and what to preload with it", () => {
  it("maps each entry to its file and its static imports, transitively, each once", () => {
    expect(islandModules(manifest)).toEqual({
      "site-search": {
        src: "/assets/islands/site-search-A1.js",
        preload: [
          "/assets/islands/client-B2.js",
          "/assets/islands/react-D4.js",
          "/assets/islands/search-C3.js",
        ],
      },
      "enquiry-form": {
        src: "/assets/islands/enquiry-form-F6.js",
        preload: ["/assets/islands/client-B2.js", "/assets/islands/react-D4.js"],
      },
    });
  });
});

const loader = `<script>${islandsScript}</script>`;
const islandHtml = (name: string, props = "{}") =>
  `<div data-island="${name}" data-island-on="form" class="contents"><form><input/></form></div><script type="application/json" data-island-props="${name}">${props}</script>`;

describe("pageIslands: the islands a page places", () => {
  it("lists them in order", () => {
    expect(
      pageIslands(`${loader}<main>${islandHtml("a")}<p>x</p>${islandHtml("b")}</main>`),
    ).toEqual(["a", "b"]);
    expect(pageIslands(`${loader}<main><div data-islands-note="x"></div></main>`)).toEqual([]);
  });

  it("fails on an island without its props, or with another island's", () => {
    expect(() => pageIslands(`<div data-island="a"><p>x</p></div>`)).toThrow(
      "island a has no props script",
    );
    expect(() =>
      pageIslands(
        `<div data-island="a"></div><script type="application/json" data-island-props="b">{}</script>`,
      ),
    ).toThrow("island a has no props script");
  });

  it("fails on a name placed twice (the two would share one useId prefix)", () => {
    expect(() => pageIslands(`${islandHtml("a")}${islandHtml("a")}`)).toThrow(
      "island a is placed twice",
    );
  });
});

describe("writeIslandsMap: the page's modules into its loader", () => {
  it("replaces the map and leaves the rest of the page as it was", () => {
    const page = `<head>${loader}</head><body>${islandHtml("site-search")}</body>`;
    const map = { "site-search": { src: "/assets/islands/s.js", preload: ["/assets/r.js"] } };
    const written = writeIslandsMap(page, map);
    expect(written).toContain(
      'const islands = /*islands*/{"site-search":{"src":"/assets/islands/s.js","preload":["/assets/r.js"]}};\n',
    );
    expect(written.replace(/\/\*islands\*\/[^\n]*;\n/, "/*islands*/{};\n")).toBe(page);
    // Written again (a second postbuild run), it ends up the same.
    expect(writeIslandsMap(written, map)).toBe(written);
  });

  it("fails on a page without the loader, or with two", () => {
    expect(() => writeIslandsMap("<head></head>", {})).toThrow("expected one islands loader");
    expect(() => writeIslandsMap(`${loader}${loader}`, {})).toThrow("expected one islands loader");
  });
});

describe("assertNoRouter: public pages load no framework", () => {
  it("passes a page with the loader only, fails one with React Router's handoff or preloads", () => {
    expect(() => assertNoRouter(`<head>${loader}</head>${islandHtml("a")}`)).not.toThrow();
    expect(() =>
      assertNoRouter('<script>window.__reactRouterContext = {"basename":"/"};</script>'),
    ).toThrow("loads React Router");
    expect(() =>
      assertNoRouter('<script type="module">window.__reactRouterRouteModules = {};</script>'),
    ).toThrow("loads React Router");
    expect(() =>
      assertNoRouter('<link rel="modulepreload" href="/assets/entry.client-x.js"/>'),
    ).toThrow("loads React Router");
  });
});

describe("the language suggestion's module", () => {
  it("is a plain module, no island: its address goes into the page's inline decision", () => {
    expect(Object.keys(islandModules(manifest))).not.toContain("language-suggestion");
    const src = suggestionModule(manifest);
    expect(src).toBe("/assets/islands/language-suggestion-G7.js");
    const html = `<main></main><script>${languageSuggestionScript("en", ["en", "de"])}</script>`;
    const written = writeSuggestionModule(html, src);
    expect(written).toContain(`import("${src}")`);
    expect(written).not.toContain(suggestionModuleMarker);
  });

  it("stops the build when a page decides one and the build has no module for it", () => {
    const html = `<script>${languageSuggestionScript("en", ["en", "de"])}</script>`;
    expect(() => writeSuggestionModule(html, suggestionModule({}))).toThrow(/no module/);
    expect(writeSuggestionModule("<main></main>", undefined)).toBe("<main></main>");
  });
});
