import { describe, expect, it } from "vitest";
import {
  excludeSelectors,
  indexableHtml,
  pageTypeOf,
  sharedBlocks,
} from "../../scripts/build-steps/pagefind.mjs";

const pageTypes = {
  default: "Page",
  types: [
    { route: "/careers/:slug", label: "Job opening" },
    { route: "/careers", label: "Careers" },
  ],
};

const job = (role: string) =>
  `<main data-pagefind-body><h1>${role}</h1><p>About ${role}.</p>` +
  `<h2>What we offer</h2><p class="lead">Health cover for <b>your</b> family.</p></main>`;

describe("the search index's view of a page", () => {
  it("keeps a label and its value apart, so excerpts never read 'DepartmentDesign'", () => {
    const html = indexableHtml(
      "<main data-pagefind-body><dl><div><dt>Department</dt><dd>Design</dd></div></dl></main>",
      "Page",
    );
    const text = html.replace(/<[^>]+>/g, "");
    expect(text).toContain("Department Design");
    expect(text).not.toContain("DepartmentDesign");
  });

  it("records the page's type as metadata and as the filter 'kind'", () => {
    const html = indexableHtml("<main data-pagefind-body></main>", 'Case "study"');
    expect(html).toContain('data-pagefind-meta="type:Case &quot;study&quot;"');
    expect(html).toContain('data-pagefind-filter="kind:Case &quot;study&quot;"');
  });

  it("types a page by the first matching route pattern, else the default", () => {
    expect(pageTypeOf("/careers/product-designer", pageTypes)).toBe("Job opening");
    expect(pageTypeOf("/careers", pageTypes)).toBe("Careers");
    expect(pageTypeOf("/careers/product-designer/extra", pageTypes)).toBe("Page");
    expect(pageTypeOf("/contact", pageTypes)).toBe("Page");
  });

  it("leaves out what pages of one kind all repeat, and keeps each page's own text", () => {
    const pages = ["Designer", "Engineer", "Analyst"].map((role) => ({
      type: "Job opening",
      html: job(role),
    }));
    const shared = sharedBlocks([...pages, { type: "Page", html: job("Home") }], "Page");
    expect([...shared.get("Job opening")!]).toEqual([
      "What we offer",
      "Health cover for your family.",
    ]);
    expect(shared.has("Page")).toBe(false);
    const html = indexableHtml(pages[0]!.html, "Job opening", shared.get("Job opening"));
    expect(html).toContain("<h2 data-pagefind-ignore>What we offer</h2>");
    expect(html).toContain('<p data-pagefind-ignore class="lead">Health cover');
    expect(html).toContain("<p>About Designer.</p>");
    // Two pages are not a frame.
    expect(sharedBlocks(pages.slice(0, 2), "Page").get("Job opening")!.size).toBe(0);
  });

  it("never indexes navigation, forms or buttons", () => {
    expect(excludeSelectors).toEqual(expect.arrayContaining(["nav", "form", "button"]));
  });

  it("never indexes a page's dates or its facts and figures (a post's byline, a job's terms)", () => {
    expect(excludeSelectors).toEqual(expect.arrayContaining(["time", "dl"]));
  });
});
