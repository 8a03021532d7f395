import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  runSplash,
  splashConfig,
  splashProgress,
  splashRunMs,
  splashScript,
} from "~/lib/inline-scripts/splash";

// A minimal stand-in for the splash's DOM: the element, its counter and bar, and the document.
function setup({ seen = false, reducedMotion = false } = {}) {
  const storage = new Map<string, string>(seen ? [[splashConfig.storageKey, "1"]] : []);
  const counter = { textContent: "" };
  const listeners = new Map<string, (e: unknown) => void>();
  const splash = {
    state: null as string | null,
    busy: false,
    setAttribute(name: string, value: string) {
      if (name === "data-state") this.state = value;
      if (name === "aria-busy") this.busy = value === "true";
    },
    removeAttribute(name: string) {
      if (name === "aria-busy") this.busy = false;
    },
    querySelector: (selector: string) => (selector.includes("count") ? counter : null),
    addEventListener: (type: string, fn: (e: unknown) => void) =>
      listeners.set(`splash:${type}`, fn),
  };
  const doc = {
    getElementById: (id: string) => (id === splashConfig.id ? splash : null),
  };
  const win = {
    sessionStorage: {
      getItem: (k: string) => storage.get(k) ?? null,
      setItem: (k: string, v: string) => storage.set(k, v),
    },
    matchMedia: () => ({ matches: reducedMotion }),
    performance: { now: () => Date.now() },
    setInterval: (fn: () => void, ms: number) => setInterval(fn, ms),
    clearInterval: (id: number) => clearInterval(id),
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
    addEventListener: (type: string, fn: (e: unknown) => void) => listeners.set(`win:${type}`, fn),
    removeEventListener: (type: string) => listeners.delete(`win:${type}`),
  };
  runSplash(splashConfig, doc as unknown as Document, win as unknown as Window);
  return { splash, counter, listeners, storage };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("splash counter rule", () => {
  it("rises 1.5 per 30 ms tick and stops at 100", () => {
    expect(splashProgress(29, splashConfig)).toBe(0);
    expect(splashProgress(30, splashConfig)).toBe(1.5);
    expect(splashProgress(300, splashConfig)).toBe(15);
    expect(splashProgress(60_000, splashConfig)).toBe(100);
  });
  it("takes 67 ticks, about 2 s, to reach 100", () => {
    expect(splashRunMs(splashConfig)).toBe(67 * 30);
  });
});

describe("runSplash", () => {
  it("shows the splash, counts to 100, fades and marks the session", () => {
    const { splash, counter, storage } = setup();
    expect(splash.state).toBe("running");
    expect(splash.busy).toBe(true);
    expect(storage.get(splashConfig.storageKey)).toBe("1");
    vi.advanceTimersByTime(300);
    expect(counter.textContent).toBe("15");
    vi.advanceTimersByTime(splashRunMs(splashConfig) - 300);
    expect(counter.textContent).toBe("100");
    expect(splash.state).toBe("leaving");
    expect(splash.busy).toBe(false);
    vi.advanceTimersByTime(splashConfig.fadeMs);
    expect(splash.state).toBe("done");
  });
  it("does nothing when already seen this session", () => {
    expect(setup({ seen: true }).splash.state).toBeNull();
  });
  it("does nothing under prefers-reduced-motion", () => {
    expect(setup({ reducedMotion: true }).splash.state).toBeNull();
  });
  it("ends early on Escape, ignoring other keys", () => {
    const { splash, listeners } = setup();
    listeners.get("win:keydown")?.({ key: "Enter" });
    expect(splash.state).toBe("running");
    listeners.get("win:keydown")?.({ key: "Escape" });
    expect(splash.state).toBe("leaving");
    expect(listeners.has("win:keydown")).toBe(false);
  });
  it("ends early on a click", () => {
    const { splash, listeners, counter } = setup();
    vi.advanceTimersByTime(90);
    listeners.get("splash:click")?.({});
    expect(splash.state).toBe("leaving");
    vi.advanceTimersByTime(1000);
    expect(counter.textContent).toBe("4");
    expect(splash.state).toBe("done");
  });
});

it("the inline script is self-contained and static", () => {
  const script = splashScript();
  expect(script).toBe(splashScript());
  expect(script).toContain(JSON.stringify(splashConfig));
  // It must parse on its own: no reference to module scope survives stringification.
  expect(() =>
    new Function("document", "window", script)({ getElementById: () => null }, {}),
  ).not.toThrow();
});
