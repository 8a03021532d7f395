import { MessageCircle } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import {
  assistantRequestedAttribute,
  earlyClickAttribute,
} from "~/lib/inline-scripts/early-controls";
import { sendGoal } from "~/lib/goals";
import { panelFrameClass } from "./panel-frame";
import { ui } from "~/content/ui";

const loadPanel = () => import("./AssistantPanel");
const AssistantPanel = lazy(loadPanel);

/**
 * The floating chat button, on every page and in the pre-rendered HTML. The panel behind it
 * is a separate chunk, fetched when the visitor reaches for the button (pointer over it, focus,
 * touch) or clicks it, never before: page loads stay within their JavaScript budget. A click
 * before the app has hydrated is kept by the page's early script (lib/inline-scripts/early-controls.ts): the panel
 * opens as soon as the app is ready.
 */
export function AssistantLauncher() {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    const root = document.documentElement;
    if (!root.hasAttribute(assistantRequestedAttribute)) return;
    root.removeAttribute(assistantRequestedAttribute);
    void loadPanel();
    setOpened(true);
    setOpen(true);
  }, []);

  useEffect(() => {
    if (open) sendGoal("assistant-open");
  }, [open]);

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
        onPointerEnter={() => void loadPanel()}
        onPointerDown={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        className={`fixed bottom-3 end-3 z-[55] inline-flex h-11 w-11 items-center justify-center rounded-full bg-brand-600 text-white shadow-[var(--shadow-lift)] ring-4 ring-surface/70 transition-[background-color,translate,scale] duration-300 hover:scale-105 hover:bg-brand-900 active:scale-95 motion-reduce:transition-none sm:bottom-6 sm:end-6 sm:z-40 sm:h-14 sm:w-14 ${dockedClass}`}
      >
        <MessageCircle aria-hidden="true" className="h-5 w-5 sm:h-6 sm:w-6" />
      </button>
      {opened && (
        <Suspense fallback={<PanelLoading />}>
          <AssistantPanel
            open={open}
            onClose={() => {
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
function PanelLoading() {
  return (
    <div
      role="dialog"
      aria-label={ui.assistantLauncher.loading}
      aria-busy="true"
      className={`${panelFrameClass} items-center justify-center`}
    >
      <span
        aria-hidden="true"
        className="h-8 w-8 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600 motion-reduce:animate-none"
      />
    </div>
  );
}

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
