// The visitor's unsent enquiry, kept in localStorage until the server confirms it was stored.
// Storage can be unavailable (private modes, quotas): then the draft simply is not kept.
import { enquiryFields } from "~/generated/enquiry-rules";
import type { EnquiryValues } from "./validate";

export const DRAFT_KEY = "kaveri.enquiry-draft.v1";

export function loadDraft(storage: Storage | undefined = safeStorage()): EnquiryValues {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(DRAFT_KEY) ?? "{}");
    if (typeof parsed !== "object" || parsed === null) return {};
    const draft: EnquiryValues = {};
    for (const { name } of enquiryFields) {
      const value = (parsed as Record<string, unknown>)[name];
      if (typeof value === "string") draft[name] = value;
    }
    return draft;
  } catch {
    return {};
  }
}

export function saveDraft(values: EnquiryValues, storage: Storage | undefined = safeStorage()) {
  try {
    const hasText = Object.values(values).some((v) => v && v.trim() !== "");
    if (hasText) storage?.setItem(DRAFT_KEY, JSON.stringify(values));
    else storage?.removeItem(DRAFT_KEY);
  } catch {
    // Quota or privacy settings: the draft is not kept, the form still works.
  }
}

export function clearDraft(storage: Storage | undefined = safeStorage()) {
  try {
    storage?.removeItem(DRAFT_KEY);
  } catch {
    // Nothing to clear.
  }
}

function safeStorage(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
