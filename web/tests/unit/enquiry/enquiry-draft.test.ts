import { describe, expect, it } from "vitest";
import { clearDraft, DRAFT_KEY, loadDraft, saveDraft } from "~/lib/enquiry/draft";

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (k) => data.get(k) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (k) => void data.delete(k),
    setItem: (k, v) => void data.set(k, String(v)),
  };
}

describe("enquiry draft", () => {
  it("round-trips known fields only and clears when empty", () => {
    const storage = memoryStorage();
    saveDraft({ firstName: "Asha", message: "Hello" }, storage);
    expect(loadDraft(storage)).toEqual({ firstName: "Asha", message: "Hello" });
    storage.setItem(
      DRAFT_KEY,
      JSON.stringify({ firstName: "A", __proto__: { x: 1 }, evil: "y", email: 3 }),
    );
    expect(loadDraft(storage)).toEqual({ firstName: "A" });
    saveDraft({ firstName: "  " }, storage);
    expect(storage.getItem(DRAFT_KEY)).toBeNull();
  });

  it("survives corrupt or unavailable storage", () => {
    const storage = memoryStorage();
    storage.setItem(DRAFT_KEY, "{not json");
    expect(loadDraft(storage)).toEqual({});
    clearDraft(storage);
    expect(loadDraft(undefined)).toEqual({});
  });
});
