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

  it("lets a long compound break at its hyphen, and keeps no Japanese around one", () => {
    expect(compoundRuns("Echtzeit-Transparenz für Computer-Vision-Modelle")).toEqual([
      { text: "Echtzeit-Transparenz für Computer-Vision-Modelle", keep: false },
    ]);
    expect(compoundRuns("教室にWi-Fiがあり")).toEqual([
      { text: "教室に", keep: false },
      { text: "Wi-Fi", keep: true },
      { text: "があり", keep: false },
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
