import { MessageCircle } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import {
  assistantOpenKey,
  assistantRequestedAttribute,
  earlyClickAttribute,
} from "~/lib/inline-scripts/early-controls";
import { sendGoal } from "~/lib/goals";
import { panelFrameClass } from "./panel-frame";
import { ui } from "~/content/ui";

const loadPanel = () => import("./AssistantPanel");
const AssistantPanel = lazy(loadPanel);

/** Whether the panel is open is kept for the visit, so it stays open from page to page. */
function storeOpen(open: boolean): void {
  try {
    if (open) sessionStorage.setItem(assistantOpenKey, "1");
    else sessionStorage.removeItem(assistantOpenKey);
  } catch {
    // Storage refused (a private mode, a sandbox): the panel simply does not follow to the next page.
  }
}

/**
 * The floating chat button, on every page: an island (components/islands/Island.tsx) that the
 * loader hydrates when the visitor reaches for it (pointer over it, a press, focus). The panel is
 * a further chunk, fetched as the island starts. A click before then is kept by the page's early
 * script (lib/inline-scripts/early-controls.ts), which shows the panel's shell at once
 * (AssistantShell); the island opens the panel when it is ready. A panel left open on the last
 * page opens again here, without taking focus.
 */
export function AssistantLauncher() {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const [takeFocus, setTakeFocus] = useState(true);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  const show = (restored: boolean) => {
    storeOpen(true);
    setTakeFocus(!restored);
    setOpened(true);
    setOpen(true);
    if (!restored) sendGoal("assistant-open");
  };

  useEffect(() => {
    void loadPanel();
    const root = document.documentElement;
    const requested = root.getAttribute(assistantRequestedAttribute);
    if (requested === null) return;
    root.removeAttribute(assistantRequestedAttribute);
    show(requested === "restored");
  }, []);

  useEffect(() => {
    if (!open && returnFocus.current) {
      returnFocus.current = false;
      buttonRef.current?.focus();
    }
  }, [open]);

  return (
    <aside aria-label={ui.assistantLauncher.region}>
      <button
        ref={buttonRef}
        type="button"
        hidden={open}
        aria-label={ui.assistantLauncher.open}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={opened ? "assistant-panel" : undefined}
        {...{ [earlyClickAttribute]: "assistant" }}
        onClick={() => show(false)}
        className={`fixed bottom-3 end-3 z-[55] inline-flex h-11 w-11 items-center justify-center rounded-full bg-brand-600 text-white shadow-[var(--shadow-lift)] ring-4 ring-surface/70 transition-[background-color,translate,scale] duration-300 hover:scale-105 hover:bg-brand-900 active:scale-95 motion-reduce:transition-none assistant-requested:hidden sm:bottom-6 sm:end-6 sm:z-40 sm:h-14 sm:w-14 ${dockedClass}`}
      >
        <MessageCircle aria-hidden="true" className="h-5 w-5 sm:h-6 sm:w-6" />
      </button>
      {opened && (
        <Suspense fallback={<PanelLoading />}>
          <AssistantPanel
            open={open}
            takeFocus={takeFocus}
            onClose={() => {
              storeOpen(false);
              returnFocus.current = true;
              setOpen(false);
            }}
          />
        </Suspense>
      )}
    </aside>
  );
}

/** Holds the panel's place for the moment its chunk is on its way. */
function PanelLoading({ id, className = "" }: { id?: string; className?: string }) {
  return (
    <div
      id={id}
      role="dialog"
      tabIndex={-1}
      aria-label={ui.assistantLauncher.loading}
      aria-busy="true"
      className={`${panelFrameClass} items-center justify-center outline-none ${className}`}
    >
      <span
        aria-hidden="true"
        className="h-8 w-8 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600 motion-reduce:animate-none"
      />
    </div>
  );
}

/**
 * The panel's shell in the page's own HTML, outside the island: shown by CSS from the moment the
 * chat button is clicked (or the panel comes back open from the last page) until the island has
 * hydrated and shows the panel, so the first answer to the click needs no script to arrive.
 */
export function AssistantShell() {
  return <PanelLoading id={assistantShellId} className="requested-shell" />;
}

export const assistantShellId = "assistant-shell";

/**
 * On a phone, at the top of a page (`unscrolled:`, lib/inline-scripts/early-controls.ts) the button
 * waits in its slot in the header (Header.tsx), so it covers none of the opening screen; once the
 * page scrolls it floats at the bottom right (bottom left in a right-to-left page).
 * From the bottom-right corner to the header's slot (the slot sits left of the search and menu
 * buttons: 7rem from the right edge to the corner's 0.75rem, 6.5rem below 360 px where the
 * header's buttons stand without gaps; half the header's height above).
 * Right to left, the same from the bottom-left corner, towards the right.
 * Moved with `translate`, so no layout shifts.
 */
const dockedClass =
  "unscrolled:max-sm:-translate-x-28 unscrolled:rtl:max-sm:translate-x-28 unscrolled:max-[22.5rem]:-translate-x-26 unscrolled:rtl:max-[22.5rem]:translate-x-26 unscrolled:max-sm:translate-y-[calc(var(--header-height)/2+1.375rem+0.75rem-100dvh)] unscrolled:max-sm:shadow-none unscrolled:max-sm:ring-0";
