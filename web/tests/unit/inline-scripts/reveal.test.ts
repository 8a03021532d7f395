import { describe, expect, it } from "vitest";
import { revealAttribute, revealScript } from "~/lib/inline-scripts/reveal";
import { INDUSTRY_CARD_ROOT_MARGIN, INDUSTRY_CARD_STAGGER_MS } from "~/lib/ui-constants";

type Card = { attributes: Map<string, string>; style: { transitionDelay: string } };

// The script over a stand-in for the grid (the element before the script) and the browser's
// IntersectionObserver, whose callback the test calls as the browser would.
function run({ reducedMotion = false, observer = true } = {}) {
  const cards: Card[] = Array.from({ length: 5 }, () => ({
    attributes: new Map([[revealAttribute, "shown"]]),
    style: { transitionDelay: "" },
  }));
  const elements = cards.map((card) => ({
    ...card,
    setAttribute: (name: string, value: string) => card.attributes.set(name, value),
  }));
  const grid = {
    querySelectorAll: (selector: string) => (selector === `[${revealAttribute}]` ? elements : []),
  };
  const observed = new Set<unknown>();
  let callback: (entries: { isIntersecting: boolean; target: unknown }[]) => void = () => {};
  let options: unknown;
  class FakeObserver {
    constructor(cb: typeof callback, opts: unknown) {
      callback = cb;
      options = opts;
    }
    observe = (el: unknown) => observed.add(el);
    unobserve = (el: unknown) => observed.delete(el);
  }
  const window = { IntersectionObserver: observer ? FakeObserver : undefined };
  const document = { currentScript: { previousElementSibling: grid } };
  const matchMedia = () => ({ matches: reducedMotion });
  new Function("window", "document", "matchMedia", "IntersectionObserver", revealScript)(
    window,
    document,
    matchMedia,
    FakeObserver,
  );
  const enter = (indexes: number[], leaving: number[] = []) =>
    callback([
      ...leaving.map((i) => ({ isIntersecting: false, target: elements[i] })),
      ...indexes.map((i) => ({ isIntersecting: true, target: elements[i] })),
    ]);
  const states = () => cards.map((c) => c.attributes.get(revealAttribute));
  return { cards, enter, states, observed, options: () => options };
}

describe("reveal inline script", () => {
  it("hides the cards until they scroll into view, from 20 % above the bottom", () => {
    const { states, observed, options } = run();
    expect(states()).toEqual(Array(5).fill("hidden"));
    expect(observed.size).toBe(5);
    expect(options()).toEqual({ rootMargin: INDUSTRY_CARD_ROOT_MARGIN });
  });

  it("shows the cards entering together, staggered, and stops watching them", () => {
    const { cards, enter, states, observed } = run();
    enter([0, 1, 2], [4]);
    expect(states()).toEqual(["shown", "shown", "shown", "hidden", "hidden"]);
    expect(cards.slice(0, 3).map((c) => c.style.transitionDelay)).toEqual([
      "0ms",
      `${INDUSTRY_CARD_STAGGER_MS}ms`,
      `${2 * INDUSTRY_CARD_STAGGER_MS}ms`,
    ]);
    expect(observed.size).toBe(2);
    enter([3]);
    expect(cards[3]!.style.transitionDelay).toBe("0ms");
  });

  it("hides nothing under reduced motion or without IntersectionObserver", () => {
    expect(run({ reducedMotion: true }).states()).toEqual(Array(5).fill("shown"));
    expect(run({ observer: false }).states()).toEqual(Array(5).fill("shown"));
  });
});
