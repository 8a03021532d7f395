import { describe, expect, it } from "vitest";
import {
  batches,
  deferredBoot,
  evaluationOrder,
  staticImports,
} from "../../../scripts/build-steps/hydrate-after-load.mjs";

// The boot script runs the app's modules in steps, a task each, each module after what it
// imports (docs/decisions/002-hydration-after-first-paint.md).

describe("staticImports", () => {
  it("reads the import and re-export statements at the head of a built chunk, past Vite's preload map", () => {
    const source = [
      'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/a.js"])))=>i.map(i=>d[i]);',
      'import{r as e}from"./runtime.js";import"./side.js";import*as n from"./ns.js";export{t as x}from"./re.js";var a=1;',
      'const later=()=>import("./lazy.js");import{y}from"./not-at-head.js";',
    ].join("\n");
    expect(staticImports(source)).toEqual(["./runtime.js", "./side.js", "./ns.js", "./re.js"]);
  });

  it("leaves a chunk without imports alone", () => {
    expect(staticImports('var e=1;export{e as t};')).toEqual([]);
  });
});

describe("evaluationOrder", () => {
  const files: Record<string, string> = {
    "/assets/manifest.js": "window.m=1;",
    "/assets/react.js": "var r=1;export{r};",
    "/assets/components.js": 'import{r}from"./react.js";export{};',
    "/assets/root.js": 'import{r}from"./react.js";import"./components.js";export{};',
    "/assets/home.js": 'import"./components.js";import"./home-only.js";export{};',
    "/assets/home-only.js": "export{};",
    "/assets/entry.js": 'import{r}from"./react.js";import"./react-dom.js";',
    "/assets/react-dom.js": 'import{r}from"./react.js";export{};',
  };
  const read = async (url: string) => files[url]!;

  it("puts every module after what it imports, once, in the order one graph would run", async () => {
    const first = await evaluationOrder(["/assets/manifest.js", "/assets/root.js", "/assets/home.js"], read);
    expect(first).toEqual([
      "/assets/manifest.js",
      "/assets/react.js",
      "/assets/components.js",
      "/assets/root.js",
      "/assets/home-only.js",
      "/assets/home.js",
    ]);
    expect(await evaluationOrder(["/assets/entry.js"], read, new Set(first))).toEqual([
      "/assets/react-dom.js",
      "/assets/entry.js",
    ]);
  });
});

describe("batches", () => {
  it("ends a step at each large module, so no step runs two of them", () => {
    const sizes: Record<string, number> = { a: 100, b: 90_000, c: 200, d: 300, e: 30_000, f: 50 };
    expect(batches(["a", "b", "c", "d", "e", "f"], (url) => sizes[url]!)).toEqual([
      ["a", "b"],
      ["c", "d", "e"],
      ["f"],
    ]);
  });
});

describe("deferredBoot", () => {
  it("preloads every module a few per task, runs the steps a task apart, then the entry after the route modules are set", () => {
    const script = deferredBoot(
      {
        sideEffects: ["/assets/manifest.js"],
        modules: [{ name: "route0", url: "/assets/root.js" }],
        assignment: 'window.__reactRouterRouteModules = {"root":route0};',
        entry: "/assets/entry.js",
      },
      [["/assets/manifest.js", "/assets/root.js"], ["/assets/entry.js"]],
    );
    expect(script).toContain('const steps = [["/assets/manifest.js","/assets/root.js"]];');
    expect(script).toContain('const preload = [...steps.flat(), "/assets/entry.js"];');
    // A few preload links per task, a task apart.
    expect(script).toMatch(/i \+= 4\) \{ if \(i > 0\) await nextTask\(\);/);
    expect(script.indexOf("__reactRouterRouteModules")).toBeLessThan(
      script.indexOf('await import("/assets/entry.js")'),
    );
    expect(script).toContain('document.addEventListener("kaveri:page-shown"');
  });
});
