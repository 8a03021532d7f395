import { expect, it } from "vitest";
import { staggerDelays } from "~/lib/stagger";
import { INDUSTRY_CARD_STAGGER_MS } from "~/lib/ui-constants";

it("delays each card revealed together by one more stagger step (0.1 s)", () => {
  expect(staggerDelays(4, INDUSTRY_CARD_STAGGER_MS)).toEqual([0, 100, 200, 300]);
  expect(staggerDelays(0, INDUSTRY_CARD_STAGGER_MS)).toEqual([]);
});
