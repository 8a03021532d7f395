// A tiny toast store: anything can call `toast(…)`; the one <Toaster /> renders the list.
// Pure logic (no React), so it is unit-tested on its own.

export type ToastTone = "success" | "error" | "info";

export interface Toast {
  readonly id: number;
  readonly title: string;
  readonly description?: string;
  readonly tone: ToastTone;
}

export interface ToastInput {
  title: string;
  description?: string;
  tone?: ToastTone;
}

/** How many toasts are shown at once; older ones wait until one is dismissed. */
export const MAX_VISIBLE_TOASTS = 3;
/** How long a toast stays before it leaves on its own (paused while hovered or focused). */
export const TOAST_DURATION_MS = 6000;

type Listener = () => void;

export function createToastStore() {
  let toasts: readonly Toast[] = [];
  let nextId = 1;
  const listeners = new Set<Listener>();
  const emit = () => listeners.forEach((listener) => listener());

  return {
    push({ title, description, tone = "info" }: ToastInput): number {
      const id = nextId++;
      toasts = [...toasts, { id, title, description, tone }];
      emit();
      return id;
    },
    dismiss(id: number) {
      const remaining = toasts.filter((t) => t.id !== id);
      if (remaining.length === toasts.length) return;
      toasts = remaining;
      emit();
    },
    clear() {
      toasts = [];
      emit();
    },
    /** Every toast, oldest first. */
    all: (): readonly Toast[] => toasts,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type ToastStore = ReturnType<typeof createToastStore>;

/** The toasts on screen: the newest `MAX_VISIBLE_TOASTS`, newest first. */
export function visibleToasts(all: readonly Toast[]): Toast[] {
  return all.slice(-MAX_VISIBLE_TOASTS).reverse();
}

/** The site's one store. */
export const toasts = createToastStore();

/** Shows a toast; returns its id (for `dismissToast`). */
export function toast(input: ToastInput): number {
  return toasts.push(input);
}

export function dismissToast(id: number) {
  toasts.dismiss(id);
}
