import { describe, expect, it } from "vitest";
import { outlineOf } from "../../../app/lib/html-outline";
import { parseMarkdownEntry } from "../../../scripts/content/parse";

const entry = (body: string) => {
  const parsed = parseMarkdownEntry("news/example.md", `---\ntitle: Example\n---\n${body}`);
  if (!parsed.ok) throw new Error(parsed.problem.message);
  return parsed.value.html;
};

describe("section headings in Markdown bodies", () => {
  it("get an id from their text, unique within the body, and make the outline", () => {
    const html = entry(
      "Intro.\n\n## Why *now*\n\nText.\n\n### A detail\n\n## Q&A: what's next?\n\n## Why now\n",
    );
    expect(outlineOf(html)).toEqual([
      { id: "why-now", title: "Why now" },
      { id: "qa-whats-next", title: "Q&A: what's next?" },
      { id: "why-now-2", title: "Why now" },
    ]);
    // Only "## " sections: a third-level heading stays as it was.
    expect(html).toContain("<h3>A detail</h3>");
  });

  it("start again in every body", () => {
    expect(outlineOf(entry("## Thank you\n"))).toEqual([{ id: "thank-you", title: "Thank you" }]);
    expect(outlineOf(entry("## Thank you\n"))).toEqual([{ id: "thank-you", title: "Thank you" }]);
  });
});
