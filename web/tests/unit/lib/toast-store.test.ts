import { describe, expect, it } from "vitest";
import { createToastStore, MAX_VISIBLE_TOASTS, visibleToasts } from "~/lib/toast/store";

describe("toast store", () => {
  it("shows the newest three, newest first, and dismisses by id", () => {
    const store = createToastStore();
    const ids = ["one", "two", "three", "four"].map((title) => store.push({ title }));
    const shown = visibleToasts(store.all());
    expect(shown).toHaveLength(MAX_VISIBLE_TOASTS);
    expect(shown.map((t) => t.title)).toEqual(["four", "three", "two"]);
    store.dismiss(ids[3]!);
    expect(visibleToasts(store.all()).map((t) => t.title)).toEqual(["three", "two", "one"]);
  });

  it("notifies subscribers on change only", () => {
    const store = createToastStore();
    let calls = 0;
    const unsubscribe = store.subscribe(() => calls++);
    const id = store.push({ title: "Saved", tone: "success" });
    store.dismiss(999);
    store.dismiss(id);
    unsubscribe();
    store.push({ title: "unseen" });
    expect(calls).toBe(2);
  });
});
