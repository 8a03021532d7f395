import { describe, expect, it } from "vitest";
import { draftKeyAttribute, formDraftsScript } from "~/lib/inline-scripts/form-drafts";

// The script over a stand-in for the page: forms with their fields, and localStorage.
function run(
  stored: Record<string, string>,
  fields: Record<string, { type: string; value: string }>,
) {
  const form = {
    getAttribute: (name: string) => (name === draftKeyAttribute ? "draft-key" : null),
    elements: { namedItem: (name: string) => fields[name] ?? null },
  };
  const document = {
    querySelectorAll: (selector: string) =>
      selector === `form[${draftKeyAttribute}]` ? [form] : [],
  };
  const localStorage = { getItem: (key: string) => stored[key] ?? null };
  new Function("document", "localStorage", formDraftsScript)(document, localStorage);
  return fields;
}

describe("form-drafts inline script", () => {
  it("fills the empty text fields and choices from the saved draft", () => {
    const fields = run(
      { "draft-key": JSON.stringify({ firstName: "Asha", budget: "50k-100k", message: "Hi" }) },
      {
        firstName: { type: "text", value: "" },
        budget: { type: "select-one", value: "" },
        message: { type: "textarea", value: "" },
      },
    );
    expect(fields.firstName!.value).toBe("Asha");
    expect(fields.budget!.value).toBe("50k-100k");
    expect(fields.message!.value).toBe("Hi");
  });

  it("keeps what the field holds, and never fills a file, a checkbox or a hidden field", () => {
    const fields = run(
      { "draft-key": JSON.stringify({ a: "draft", cv: "x", consent: "on", jobSlug: "other" }) },
      {
        a: { type: "text", value: "typed" },
        cv: { type: "file", value: "" },
        consent: { type: "checkbox", value: "" },
        jobSlug: { type: "hidden", value: "" },
      },
    );
    expect(Object.values(fields).map((f) => f.value)).toEqual(["typed", "", "", ""]);
  });

  it("does nothing without a draft, or with one that is not JSON", () => {
    const pages: Record<string, string>[] = [
      {},
      { "draft-key": "{not json" },
      { "draft-key": "null" },
    ];
    for (const stored of pages) {
      const fields = run(stored, { a: { type: "text", value: "" } });
      expect(fields.a!.value).toBe("");
    }
  });
});
