import { useEffect, useRef, useState } from "react";
import type { IconName } from "~/content/icon-names";
import {
  dismissToast,
  TOAST_DURATION_MS,
  visibleToasts,
  type Toast,
  type ToastTone,
} from "~/lib/toast/store";
import { useToasts } from "~/lib/toast/useToasts";
import { Icon } from "./Icon";
import { ui, withName } from "~/content/ui";

const toneStyle: Record<ToastTone, { icon: IconName; className: string }> = {
  success: { icon: "check", className: "text-success-fg" },
  error: { icon: "alertCircle", className: "text-danger-fg" },
  info: { icon: "info", className: "text-info-fg" },
};

/**
 * The site's notifications: a region labelled 'Notifications' at the bottom right, bottom left
 * right to left (above the
 * assistant's button). Up to three show, stacked; hovering or focusing the stack spreads it out
 * and pauses the timers. Alt+T moves focus to the newest toast. Messages are announced politely.
 */
export function Toaster() {
  const all = useToasts();
  const shown = visibleToasts(all);
  const [expanded, setExpanded] = useState(false);
  const listRef = useRef<HTMLOListElement>(null);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey && !event.ctrlKey && !event.metaKey && event.code === "KeyT") {
        const first = listRef.current?.querySelector<HTMLElement>("[data-toast]");
        if (!first) return;
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);

  useEffect(() => {
    if (shown.length === 0) setExpanded(false);
  }, [shown.length]);

  return (
    <section
      aria-label={ui.landmarks.notifications}
      aria-keyshortcuts="Alt+T"
      className="pointer-events-none fixed bottom-24 end-4 z-50 w-[min(22rem,calc(100vw-2rem))] sm:bottom-28 sm:end-6"
      onMouseEnter={() => setExpanded(true)}
      onMouseLeave={() => setExpanded(false)}
      onFocus={() => setExpanded(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setExpanded(false);
      }}
    >
      <ol
        ref={listRef}
        aria-live="polite"
        className={expanded ? "flex flex-col-reverse gap-2" : "grid [grid-template-areas:'stack']"}
      >
        {shown.map((toast, depth) => (
          <ToastCard key={toast.id} toast={toast} depth={depth} expanded={expanded} />
        ))}
      </ol>
    </section>
  );
}

function ToastCard({ toast, depth, expanded }: { toast: Toast; depth: number; expanded: boolean }) {
  const tone = toneStyle[toast.tone];
  useAutoDismiss(toast.id, expanded);
  // Collapsed, older toasts peek out above the newest one, smaller and behind it.
  const stacked = expanded
    ? undefined
    : {
        gridArea: "stack",
        alignSelf: "end",
        zIndex: 10 - depth,
        transform: `translateY(${-depth * 0.75}rem) scale(${1 - depth * 0.05})`,
      };
  return (
    <li
      data-toast
      tabIndex={-1}
      style={stacked}
      className="pointer-events-auto flex items-start gap-3 rounded-xl border border-line bg-surface-raised p-4 shadow-[var(--shadow-lift)] transition-transform duration-200 ease-[var(--ease-out-soft)] motion-reduce:transition-none"
    >
      <span className={`mt-0.5 shrink-0 ${tone.className}`}>
        <Icon name={tone.icon} className="h-5 w-5" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold text-ink">{toast.title}</p>
        {toast.description ? (
          <p className="mt-1 text-sm text-ink-muted">{toast.description}</p>
        ) : null}
      </div>
      <button
        type="button"
        onClick={() => dismissToast(toast.id)}
        aria-label={withName(ui.dismissNotification, toast.title)}
        className="-m-1 shrink-0 rounded-full p-1 text-ink-muted hover:bg-surface-muted hover:text-ink"
      >
        <Icon name="close" className="h-4 w-4" />
      </button>
    </li>
  );
}

/** Dismisses a toast after TOAST_DURATION_MS of being on screen, not counting paused time. */
function useAutoDismiss(id: number, paused: boolean) {
  const remaining = useRef(TOAST_DURATION_MS);
  useEffect(() => {
    if (paused) return;
    const started = Date.now();
    const timer = window.setTimeout(() => dismissToast(id), remaining.current);
    return () => {
      window.clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - started));
    };
  }, [id, paused]);
}
