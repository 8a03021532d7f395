import { describe, expect, it } from "vitest";
import { formatLongDate, withDateText } from "~/lib/format";

describe("formatLongDate", () => {
  it("writes an ISO date as day, month and year, whatever the time zone", () => {
    expect(formatLongDate("2024-12-02")).toBe("2 December 2024");
    expect(formatLongDate("2024-01-31")).toBe("31 January 2024");
  });
});

describe("withDateText", () => {
  it("keeps the item and adds its date written long", () => {
    expect(withDateText({ slug: "launch", date: "2024-12-02" })).toEqual({
      slug: "launch",
      date: "2024-12-02",
      dateText: "2 December 2024",
    });
  });
});
