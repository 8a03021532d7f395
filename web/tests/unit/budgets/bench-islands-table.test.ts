import { describe, expect, it } from "vitest";
import {
  benchTable,
  describeKept,
  describeTimes,
  median,
} from "../../../scripts/bench-islands-table.mjs";

describe("median", () => {
  it("takes the middle run, or the mean of the two middle runs", () => {
    expect(median([30, 10, 20])).toBe(20);
    expect(median([40, 10, 20, 30])).toBe(25);
  });
  it("counts a run that saw nothing as the slowest", () => {
    expect(median([10, null, 20])).toBe(20);
    expect(median([10, null, null])).toBeNull();
    expect(median([])).toBeNull();
  });
});

describe("describeTimes", () => {
  it("gives the median and the slowest run, rounded", () => {
    expect(describeTimes([84.4, 97.2, 80])).toBe("84 ms (max 97)");
  });
  it("says how many runs saw nothing", () => {
    expect(describeTimes([50, null, 60])).toBe("60 ms (1 missing)");
    expect(describeTimes([50, null, null])).toBe("none (1 of 3 runs)");
    expect(describeTimes([null, null])).toBe("none");
  });
  it("tells a case that measures nothing from a page without the island", () => {
    expect(describeTimes(null)).toBe("-");
    expect(describeTimes("absent")).toBe("no island");
  });
});

describe("describeKept", () => {
  it("counts the runs whose typed text survived, of those that typed", () => {
    expect(describeKept([true, false, true])).toBe("2/3");
    expect(describeKept([null, null])).toBe("-");
  });
});

describe("benchTable", () => {
  it("aligns the columns under their headers", () => {
    const table = benchTable([
      {
        lang: "en",
        name: "enquiry form",
        route: "/contact",
        response: [20, 30],
        hydrated: [600, 700],
        kept: [true, true],
      },
      {
        lang: "ar",
        name: "search (Ctrl+K)",
        route: "/ar",
        response: [50],
        hydrated: null,
        kept: [null],
      },
    ]);
    expect(table.split("\n")).toEqual([
      "lang  case             route     first response  island working    text kept",
      "----  ---------------  --------  --------------  ----------------  ---------",
      "en    enquiry form     /contact  25 ms (max 30)  650 ms (max 700)  2/2",
      "ar    search (Ctrl+K)  /ar       50 ms (max 50)  -                 -",
    ]);
  });
});
