import { useSyncExternalStore } from "react";
import { toasts, type Toast } from "./store";

const none: readonly Toast[] = [];

/** The current toasts, re-rendering when they change. Empty during pre-rendering. */
export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(toasts.subscribe, toasts.all, () => none);
}
