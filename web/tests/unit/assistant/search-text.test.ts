import { describe, expect, it } from "vitest";
import { searchTerms } from "~/lib/assistant/search-terms";
import { excerptRuns, excerptText } from "~/lib/search/excerpt";
import { pagePath } from "~/lib/search/pagefind";

describe("search terms", () => {
  it("keeps the words worth searching for, once each", () => {
    expect(searchTerms("Hi! Do you work with hospitals in Kerala? Hospitals!")).toEqual([
      "work",
      "hospitals",
      "kerala",
    ]);
    expect(searchTerms("hello, how are you?")).toEqual([]);
    expect(searchTerms("What’s your Kubernetes story")).toEqual(["kubernetes", "story"]);
  });
});

describe("excerpts", () => {
  it("split into highlighted runs and decode entities", () => {
    expect(excerptRuns("Fast <mark>cloud</mark> &amp; data &lt;3")).toEqual([
      { text: "Fast ", highlighted: false },
      { text: "cloud", highlighted: true },
      { text: " & data <3", highlighted: false },
    ]);
    expect(excerptText("  A <mark>b</mark>\n c ")).toBe("A b c");
  });
});

describe("page paths", () => {
  it("drop index.html and trailing slashes", () => {
    expect(pagePath("/services/design/")).toBe("/services/design");
    expect(pagePath("/services/design/index.html")).toBe("/services/design");
    expect(pagePath("/")).toBe("/");
  });
});
