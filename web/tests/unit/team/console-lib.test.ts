import { describe, expect, it } from "vitest";
import { areasOf, canOpen } from "~/lib/team/access";
import { queryOf } from "~/lib/team/api";
import { areaPath, labelledDays, linePath, niceMax, xAt, yAt } from "~/lib/team/chart";
import { conversionRate, formatRate, sourceText } from "~/lib/team/format";
import { messageText } from "../../e2e/support/smtp";

const frame = { width: 100, height: 60, left: 10, right: 10, top: 5, bottom: 5 };

describe("traffic chart geometry", () => {
  it("rounds the axis up to 1, 2 or 5 times a power of ten", () => {
    expect([0, 1, 3, 7, 12, 180, 201, 999].map(niceMax)).toEqual([1, 1, 5, 10, 20, 200, 500, 1000]);
  });
  it("spreads the days across the plot and puts 0 on the bottom edge", () => {
    expect(xAt(frame, 0, 5)).toBe(10);
    expect(xAt(frame, 4, 5)).toBe(90);
    expect(xAt(frame, 0, 1)).toBe(50);
    expect(yAt(frame, 0, 10)).toBe(55);
    expect(yAt(frame, 10, 10)).toBe(5);
  });
  it("draws a line through every value and closes the area on the axis", () => {
    expect(linePath(frame, [0, 10], 10)).toBe("M10.0 55.0 L90.0 5.0");
    expect(areaPath(frame, [0, 10], 10)).toBe("M10.0 55.0 L90.0 5.0 L90.0 55.0 L10.0 55.0 Z");
    expect(areaPath(frame, [], 10)).toBe("");
  });
  it("labels at most a few days, always the first and the last", () => {
    expect(labelledDays(7, 7)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    const ninety = labelledDays(90, 7);
    expect(ninety.length).toBeLessThanOrEqual(7);
    expect(ninety[0]).toBe(0);
    expect(ninety.at(-1)).toBe(89);
  });
});

describe("roles", () => {
  it("shows each role the areas the contract gives it", () => {
    expect(areasOf("admin")).toEqual([
      "enquiries",
      "applications",
      "questions",
      "traffic",
      "people",
      "audit",
      "privacy",
    ]);
    expect(areasOf("sales")).toEqual(["enquiries", "traffic"]);
    expect(areasOf("hiring")).toEqual(["applications", "questions", "traffic"]);
    expect(canOpen("sales", "questions")).toBe(false);
    expect(areasOf("marketing")).toEqual(["traffic"]);
    expect(canOpen("hiring", "enquiries")).toBe(false);
  });
});

describe("console helpers", () => {
  it("keeps only the set filters in the query", () => {
    const params = new URLSearchParams("status=new&language=&other=x&from=2026-01-01");
    expect(queryOf(params, ["status", "language", "from"])).toBe("?status=new&from=2026-01-01");
    expect(queryOf(new URLSearchParams(), ["status"])).toBe("");
  });
  it("formats conversion and sources", () => {
    expect(formatRate(conversionRate(3, 200))).toBe("1.5 %");
    expect(formatRate(conversionRate(3, 0))).toBe("–");
    expect(sourceText("google", "cpc")).toBe("google / cpc");
    expect(sourceText(null, null)).toBeNull();
  });
});

describe("the e2e SMTP receiver's decoding", () => {
  it("reads quoted-printable and base64 parts of a multipart message", () => {
    const raw = [
      'Content-Type: multipart/alternative; boundary="b1"',
      "",
      "--b1",
      "Content-Type: text/plain; charset=utf-8",
      "Content-Transfer-Encoding: quoted-printable",
      "",
      "Open http://localhost:4384/team/join#abc=3D=",
      "def",
      "--b1",
      "Content-Type: text/html; charset=utf-8",
      "Content-Transfer-Encoding: base64",
      "",
      Buffer.from('<a href="x">Join</a>').toString("base64"),
      "--b1--",
      "",
    ].join("\r\n");
    const text = messageText(raw);
    expect(text).toContain("http://localhost:4384/team/join#abc=def");
    expect(text).toContain('<a href="x">Join</a>');
  });
});
