import { describe, expect, it } from "vitest";
import { countUpAttribute, countUpScript } from "~/lib/inline-scripts/count-up";
import { COUNT_UP_DURATION_MS } from "~/lib/ui-constants";

// The script over stand-ins for the figures (the list before the script), IntersectionObserver
// and animation frames, which the test runs at the times it chooses. Records every text each
// figure shows.
function run(texts: string[], { reducedMotion = false } = {}) {
  const figures = texts.map((text) => {
    const shown: string[] = [];
    return {
      shown,
      get textContent() {
        return shown.at(-1) ?? text;
      },
      set textContent(value: string) {
        shown.push(value);
      },
    };
  });
  const list = {
    querySelectorAll: (selector: string) => (selector === `[${countUpAttribute}]` ? figures : []),
  };
  let callback: (entries: { isIntersecting: boolean; target: unknown }[]) => void = () => {};
  let options: unknown;
  class FakeObserver {
    constructor(cb: typeof callback, opts: unknown) {
      callback = cb;
      options = opts;
    }
    observe() {}
    unobserve() {}
  }
  let frames: ((now: number) => void)[] = [];
  new Function(
    "window",
    "document",
    "matchMedia",
    "IntersectionObserver",
    "requestAnimationFrame",
    countUpScript,
  )(
    { IntersectionObserver: FakeObserver },
    { currentScript: { previousElementSibling: list } },
    () => ({ matches: reducedMotion }),
    FakeObserver,
    (frame: (now: number) => void) => frames.push(frame),
  );
  const enter = (index: number) => callback([{ isIntersecting: true, target: figures[index] }]);
  /** Runs the pending frames at each of `times` (ms after the start). */
  const playAt = (times: number[]) => {
    for (const now of times) {
      const pending = frames;
      frames = [];
      for (const frame of pending) frame(now);
    }
  };
  return { figures, enter, playAt, options: () => options, pending: () => frames.length };
}

const d = COUNT_UP_DURATION_MS;

describe("count-up inline script", () => {
  it("counts a figure up from zero once it is half in view, and ends on its exact text", () => {
    const { figures, enter, playAt, options, pending } = run(["500+", "98\u00a0%"]);
    expect(options()).toEqual({ threshold: 0.5 });
    enter(0);
    // The first frame may come a while after the figure came into view: the count starts there.
    playAt([500, 500 + d / 4, 500 + d / 2, 500 + d, 500 + d]);
    expect(figures[0]!.shown[0]).toBe("0+");
    expect(figures[0]!.shown.at(-1)).toBe("500+");
    const numbers = figures[0]!.shown.map((t) => Number.parseInt(t));
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    expect(new Set(numbers).size).toBeGreaterThan(3);
    expect(pending()).toBe(0);
    expect(figures[1]!.shown).toEqual([]);
  });

  it("keeps the language's writing around the number, and its decimals and separator", () => {
    const { figures, enter, playAt } = run(["99,9\u00a0%", "$50M+", "98\u200e%\u200e"]);
    for (const i of [0, 1, 2]) enter(i);
    playAt([0, d / 2, d]);
    expect(figures[0]!.shown.slice(0, 2)).toEqual(["0,0\u00a0%", "87,4\u00a0%"]);
    expect(figures[0]!.shown.at(-1)).toBe("99,9\u00a0%");
    expect(figures[1]!.shown.slice(0, 2)).toEqual(["$0M+", "$44M+"]);
    expect(figures[2]!.shown.at(-1)).toBe("98\u200e%\u200e");
  });

  it("changes nothing under reduced motion", () => {
    const { figures, enter, playAt } = run(["500+"], { reducedMotion: true });
    enter(0);
    playAt([0, d]);
    expect(figures[0]!.shown).toEqual([]);
  });
});
