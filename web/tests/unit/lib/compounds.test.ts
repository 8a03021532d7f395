import { describe, expect, it } from "vitest";
import { compoundRuns, lastWordRuns } from "../../../app/lib/compounds";

describe("compoundRuns", () => {
  it("keeps each hyphenated compound as one run", () => {
    expect(compoundRuns("Shorter waits at a 12-hospital network")).toEqual([
      { text: "Shorter waits at a ", keep: false },
      { text: "12-hospital", keep: true },
      { text: " network", keep: false },
    ]);
    expect(compoundRuns("An AI-First, end-to-end approach").filter((run) => run.keep)).toEqual([
      { text: "AI-First", keep: true },
      { text: "end-to-end", keep: true },
    ]);
  });

  it("leaves text without compounds, and dashes between words, as they are", () => {
    expect(compoundRuns("Shorter waits")).toEqual([{ text: "Shorter waits", keep: false }]);
    expect(compoundRuns("2019 - 2024 and 2019–2024")).toEqual([
      { text: "2019 - 2024 and 2019–2024", keep: false },
    ]);
    expect(compoundRuns("")).toEqual([]);
  });
});

describe("lastWordRuns", () => {
  it("splits off the last word", () => {
    expect(lastWordRuns("Open in maps")).toEqual({ head: "Open in ", last: "maps" });
    expect(lastWordRuns("Maps")).toEqual({ head: "", last: "Maps" });
  });
});
