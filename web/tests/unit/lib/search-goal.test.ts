import { describe, expect, it } from "vitest";
import { noSearchYet, type SearchRun, searchGoal } from "~/lib/search/search-goal";

/** Which of these runs, in order, send the `search` goal. */
function sends(runs: [string, SearchRun][]): boolean[] {
  let state = noSearchYet;
  return runs.map(([query, how]) => {
    const next = searchGoal(state, query, how);
    state = next.state;
    return next.send;
  });
}

describe("the search goal", () => {
  it("counts typing with its pauses and the Enter that ends it as one search", () => {
    expect(
      sends([
        ["clo", "typed"],
        ["cloud", "typed"],
        ["cloud migration", "submitted"],
      ]),
    ).toEqual([true, false, false]);
  });

  it("counts a query submitted at once, and not the same one submitted again", () => {
    expect(
      sends([
        ["cloud", "submitted"],
        ["cloud", "submitted"],
        ["data", "submitted"],
      ]),
    ).toEqual([true, false, true]);
  });

  it("starts a new search when the visitor types after submitting", () => {
    expect(
      sends([
        ["cloud", "typed"],
        ["cloud", "submitted"],
        ["ai", "typed"],
        ["ai agents", "typed"],
      ]),
    ).toEqual([true, false, true, false]);
  });

  it("counts each query from outside, and typing that refines it as the same search", () => {
    expect(
      sends([
        ["cloud", "outside"],
        ["cloud costs", "typed"],
        ["careers", "outside"],
      ]),
    ).toEqual([true, false, true]);
  });

  it("never counts an empty query", () => {
    expect(
      sends([
        ["  ", "typed"],
        ["", "submitted"],
        ["", "outside"],
      ]),
    ).toEqual([false, false, false]);
  });
});
