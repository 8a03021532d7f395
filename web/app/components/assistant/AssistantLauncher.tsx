import { MessageCircle } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { site } from "~/site";
import { panelFrameClass } from "./panel-frame";

const loadPanel = () => import("./AssistantPanel");
const AssistantPanel = lazy(loadPanel);

/**
 * The floating chat button, on every page and in the pre-rendered HTML. The panel behind it
 * is a separate chunk, fetched when the visitor reaches for the button (pointer over it, focus,
 * touch) or clicks it, never before: page loads stay within their JavaScript budget.
 */
export function AssistantLauncher() {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    if (!open && returnFocus.current) {
      returnFocus.current = false;
      buttonRef.current?.focus();
    }
  }, [open]);

  return (
    <aside aria-label={`${site.assistant.name}, the site assistant`}>
      <button
        ref={buttonRef}
        type="button"
        hidden={open}
        aria-label={`Chat with ${site.assistant.name}, our AI assistant`}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={opened ? "assistant-panel" : undefined}
        onPointerEnter={() => void loadPanel()}
        onPointerDown={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        className="fixed bottom-5 right-5 z-40 inline-flex h-14 w-14 items-center justify-center rounded-full bg-brand-600 text-white shadow-[var(--shadow-lift)] ring-4 ring-surface/70 transition-[background-color,transform] duration-200 hover:scale-105 hover:bg-brand-900 active:scale-95 sm:bottom-6 sm:right-6"
      >
        <MessageCircle aria-hidden="true" className="h-6 w-6" />
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
    <div role="dialog" aria-label={site.assistant.title} aria-busy="true" className={`${panelFrameClass} items-center justify-center`}>
      <span aria-hidden="true" className="h-8 w-8 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600 motion-reduce:animate-none" />
    </div>
  );
}
