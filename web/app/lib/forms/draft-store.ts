// A visitor's unsent form, kept in localStorage until the server confirms it stored it.
// Storage can be unavailable (private modes, quotas): then the draft simply is not kept.

export type DraftValues<Name extends string> = Partial<Record<Name, string>>;

export interface DraftStore<Name extends string> {
  load(storage?: Storage): DraftValues<Name>;
  save(values: DraftValues<Name>, storage?: Storage): void;
  clear(storage?: Storage): void;
}

export function draftStore<Name extends string>(
  key: string,
  fieldNames: readonly Name[],
): DraftStore<Name> {
  return {
    load(storage = safeStorage()) {
      try {
        const parsed: unknown = JSON.parse(storage?.getItem(key) ?? "{}");
        if (typeof parsed !== "object" || parsed === null) return {};
        const draft: DraftValues<Name> = {};
        for (const name of fieldNames) {
          const value = (parsed as Record<string, unknown>)[name];
          if (typeof value === "string") draft[name] = value;
        }
        return draft;
      } catch {
        return {};
      }
    },
    save(values, storage = safeStorage()) {
      try {
        const hasText = Object.values<string | undefined>(values).some((v) => v && v.trim() !== "");
        if (hasText) storage?.setItem(key, JSON.stringify(values));
        else storage?.removeItem(key);
      } catch {
        // Quota or privacy settings: the draft is not kept, the form still works.
      }
    },
    clear(storage = safeStorage()) {
      try {
        storage?.removeItem(key);
      } catch {
        // Nothing to clear.
      }
    },
  };
}

function safeStorage(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
