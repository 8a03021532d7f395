import {
  type FocusEvent,
  type PointerEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { tooltipOpenDelay } from "~/lib/tooltip-delay";

export type TooltipSide = "top" | "bottom";

/** What the trigger element must spread onto itself. */
export interface TooltipTriggerProps {
  ref: RefObject<HTMLButtonElement | null>;
  onPointerEnter: (event: PointerEvent) => void;
  onPointerLeave: () => void;
  onPointerDown: () => void;
  onFocus: (event: FocusEvent<HTMLElement>) => void;
  onBlur: () => void;
}

// Shared by every tooltip: when the last one closed, for the skip delay.
let lastClosedAt = Number.NEGATIVE_INFINITY;

const gap = 8;

/**
 * A tooltip for an icon-only button, after the WAI-ARIA tooltip pattern. The button's
 * accessible name (aria-label) is the same text, so the button does not also point to it with
 * aria-describedby, which would read the name twice. It opens after a rest of the pointer
 * (instantly when moving from another tooltip) or on keyboard focus; Escape, leaving, blur,
 * pressing or scrolling close it. It lives in the top layer (popover) so no scrolling
 * container clips it.
 */
export function Tooltip({
  label,
  side = "top",
  children,
}: {
  label: string;
  side?: TooltipSide;
  children: (trigger: TooltipTriggerProps) => ReactNode;
}) {
  const id = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const tipRef = useRef<HTMLDivElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [open, setOpen] = useState(false);
  const openRef = useRef(false);

  const setVisible = (visible: boolean) => {
    if (openRef.current && !visible) lastClosedAt = performance.now();
    openRef.current = visible;
    setOpen(visible);
  };
  const show = (immediately: boolean) => {
    clearTimeout(timer.current);
    const delay = immediately ? 0 : tooltipOpenDelay(performance.now(), lastClosedAt);
    if (delay === 0) setVisible(true);
    else timer.current = setTimeout(() => setVisible(true), delay);
  };
  const hide = () => {
    clearTimeout(timer.current);
    setVisible(false);
  };

  useEffect(() => () => clearTimeout(timer.current), []);

  useEffect(() => {
    if (!open) return;
    // Escape dismisses the tooltip. When its button has focus, that is all the key does: a
    // dialog holding it sees the key as handled (defaultPrevented) and stays open. Captured, so
    // it runs before the dialog's own handler.
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      if (document.activeElement === triggerRef.current) event.preventDefault();
      hide();
    };
    document.addEventListener("keydown", onKey, { capture: true });
    window.addEventListener("scroll", hide, { capture: true, passive: true });
    return () => {
      document.removeEventListener("keydown", onKey, { capture: true });
      window.removeEventListener("scroll", hide, { capture: true });
    };
  });

  useLayoutEffect(() => {
    const tip = tipRef.current;
    const trigger = triggerRef.current;
    if (!open || !tip || !trigger) return;
    tip.showPopover?.();
    const t = trigger.getBoundingClientRect();
    const { width, height } = tip.getBoundingClientRect();
    const above = t.top - height - gap;
    const below = t.bottom + gap;
    const top =
      side === "top"
        ? above >= gap
          ? above
          : below
        : below + height <= window.innerHeight - gap
          ? below
          : above;
    const left = Math.min(
      Math.max(gap, t.left + t.width / 2 - width / 2),
      window.innerWidth - width - gap,
    );
    tip.style.top = `${Math.round(top)}px`;
    tip.style.left = `${Math.round(left)}px`;
  }, [open, side]);

  const trigger: TooltipTriggerProps = {
    ref: triggerRef,
    onPointerEnter: (event) => {
      if (event.pointerType !== "touch") show(false);
    },
    onPointerLeave: hide,
    onPointerDown: hide,
    onFocus: (event) => {
      if (event.currentTarget.matches(":focus-visible")) show(true);
    },
    onBlur: hide,
  };

  return (
    <>
      {children(trigger)}
      {open && (
        <div
          ref={tipRef}
          id={id}
          popover="manual"
          role="tooltip"
          className="pointer-events-none fixed inset-auto m-0 whitespace-nowrap rounded-md border-0 bg-night px-2 py-1 text-xs font-medium text-white opacity-100 shadow-lg transition-opacity duration-150 starting:opacity-0"
        >
          {label}
        </div>
      )}
    </>
  );
}
