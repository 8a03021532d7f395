import { describe, expect, it } from "vitest";
import { indexableHtml, pageTypeOf } from "../../scripts/build-steps/pagefind.mjs";

const pageTypes = {
  default: "Page",
  types: [
    { route: "/careers/:slug", label: "Job opening" },
    { route: "/careers", label: "Careers" },
  ],
};

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

  it("records the page's type as metadata", () => {
    expect(indexableHtml("<main data-pagefind-body></main>", 'Case "study"')).toContain(
      'data-pagefind-meta="type:Case &quot;study&quot;"',
    );
  });

  it("types a page by the first matching route pattern, else the default", () => {
    expect(pageTypeOf("/careers/product-designer", pageTypes)).toBe("Job opening");
    expect(pageTypeOf("/careers", pageTypes)).toBe("Careers");
    expect(pageTypeOf("/careers/product-designer/extra", pageTypes)).toBe("Page");
    expect(pageTypeOf("/contact", pageTypes)).toBe("Page");
  });
});
