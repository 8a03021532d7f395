// Restores a returning visitor's unsent form (lib/forms/draft-store.ts) before its island is
// loaded: the forms are islands started on the first focus or press, and a draft must show
// before that. Cheaper in bytes before interaction than starting the island on `load` when a
// draft exists: this text is about 320 B gzipped, on the form's pages only, and deciding on
// `load` would itself need an inline check of the key, then fetch React and the form (about
// 78 KB gzipped) for a visitor who may only read the page. Rendered right after the form
// (components/ui/FormDrafts.tsx), so it runs while the page is parsed, before the first paint of
// the fields. It fills only empty text fields and choices (never a file, a checkbox or a hidden
// field), as the island did; saving stays the island's (every input after the first focus).
// The rules of an inline script: README.md.

/** On a form whose draft is kept: the draft's localStorage key. */
export const draftKeyAttribute = "data-draft-key";

export const formDraftsScript = `(() => {
for (const form of document.querySelectorAll("form[${draftKeyAttribute}]")) {
let draft;
try { draft = JSON.parse(localStorage.getItem(form.getAttribute("${draftKeyAttribute}")) || "null"); } catch {}
if (!draft || typeof draft !== "object") continue;
for (const [name, value] of Object.entries(draft)) {
const field = form.elements.namedItem(name);
if (field && typeof value === "string" && value && field.value === "" && !/^(file|checkbox|radio|hidden)$/.test(field.type)) field.value = value;
}
}
})();`;
