import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { onActivated } from "~/lib/inline-scripts/activation";
import { pageShownAttribute, pageShownScript } from "~/lib/inline-scripts/page-shown";
import { splashConfig, splashScript } from "~/lib/inline-scripts/splash";

// A prerendered page (Speculation Rules) runs its inline scripts before the visitor goes to it:
// what must wait for activation waits, in a stand-in for the browser's document.

type Listener = () => void;

/** A document that is being prerendered until `activate()`. */
function prerenderedDocument(prerendering = true) {
  const listeners: Record<string, Listener[]> = {};
  const attributes = new Map<string, string>();
  const document = {
    prerendering,
    addEventListener: (type: string, fn: Listener, options?: { once?: boolean }) => {
      (listeners[type] ??= []).push(fn);
      expect(options?.once, `${type} listener runs once`).toBe(true);
    },
    dispatchEvent: () => true,
    querySelectorAll: () => [],
    documentElement: {
      setAttribute: (name: string, value: string) => attributes.set(name, value),
      hasAttribute: (name: string) => attributes.has(name),
    },
  };
  const activate = () => {
    document.prerendering = false;
    for (const fn of listeners.prerenderingchange ?? []) fn();
  };
  return { document, attributes, activate, listeners };
}

describe("onActivated", () => {
  it("runs at once on a page that is not prerendered", () => {
    const { document } = prerenderedDocument(false);
    let runs = 0;
    runInNewContext(onActivated("run"), { document, run: () => runs++ });
    expect(runs).toBe(1);
  });

  it("runs a prerendered page's callback once, at activation", () => {
    const { document, activate } = prerenderedDocument();
    let runs = 0;
    runInNewContext(onActivated("run"), { document, run: () => runs++ });
    expect(runs).toBe(0);
    activate();
    expect(runs).toBe(1);
  });
});

describe("page-shown in a prerendered page", () => {
  function load(prerendering: boolean) {
    const page = prerenderedDocument(prerendering);
    const timers: { fn: () => void; ms: number }[] = [];
    const frames: (() => void)[] = [];
    const onWindow: Record<string, Listener> = {};
    runInNewContext(pageShownScript, {
      document: page.document,
      addEventListener: (type: string, fn: Listener) => (onWindow[type] = fn),
      // No paint timing: shown a frame after load, or at the five seconds' fallback.
      PerformanceObserver: { supportedEntryTypes: [] },
      requestAnimationFrame: (fn: () => void) => frames.push(fn),
      window: { requestAnimationFrame: (fn: () => void) => frames.push(fn) },
      setTimeout: (fn: () => void, ms: number) => timers.push({ fn, ms }),
      Event: class {
        type: string;
        constructor(type: string) {
          this.type = type;
        }
      },
    });
    onWindow.load?.();
    const flush = () => {
      for (const fn of frames.splice(0)) fn();
      for (const { fn } of timers.splice(0)) fn();
    };
    return { ...page, flush, frames, timers };
  }

  it("is not shown, and starts no fallback timer, before activation", () => {
    const page = load(true);
    expect(page.frames).toHaveLength(0);
    expect(page.timers).toHaveLength(0);
    page.flush();
    expect(page.attributes.has(pageShownAttribute)).toBe(false);
    page.activate();
    page.flush();
    expect(page.attributes.has(pageShownAttribute)).toBe(true);
  });

  it("is shown after load on a page that is not prerendered", () => {
    const page = load(false);
    page.flush();
    expect(page.attributes.has(pageShownAttribute)).toBe(true);
  });
});

describe("the splash in a prerendered home page", () => {
  it("neither marks the visit nor runs before activation, then runs once", () => {
    const { document, activate } = prerenderedDocument();
    const storage = new Map<string, string>();
    const states: string[] = [];
    const splash = {
      setAttribute: (name: string, value: string) => name === "data-state" && states.push(value),
      removeAttribute: () => {},
      querySelector: () => null,
      addEventListener: () => {},
    };
    const window = {
      sessionStorage: {
        getItem: (k: string) => storage.get(k) ?? null,
        setItem: (k: string, v: string) => storage.set(k, v),
      },
      matchMedia: () => ({ matches: false }),
      performance: { now: () => 0 },
      setInterval: () => 0,
      clearInterval: () => {},
      setTimeout: () => 0,
      addEventListener: () => {},
      removeEventListener: () => {},
    };
    Object.assign(document, { getElementById: () => splash });
    runInNewContext(splashScript(), { document, window });
    expect(storage.size).toBe(0);
    expect(states).toEqual([]);
    activate();
    expect(storage.get(splashConfig.storageKey)).toBe("1");
    expect(states).toEqual(["running"]);
  });
});
