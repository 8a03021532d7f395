// The page works before React hydrates (hydration waits until after the first paint, which on a
// slow phone is seconds later). Menus, the mobile menu and the search use the platform (popover,
// <dialog> with command/commandfor, a GET form); this one static inline script covers the rest:
//  - a control's `data-expanded` (its open look) follows the popover or dialog it controls
//    (aria-controls), from the first paint on. Not aria-expanded: the browser already exposes
//    the expanded state of a popovertarget button, and HTML forbids repeating it there;
//  - `command`/`commandfor` on a browser without invoker commands;
//  - until the app has hydrated (`data-hydrated` on <html>): a click on the chat button is kept
//    as `data-assistant-requested` on <html> (the app opens the panel when it is ready), and the
//    carousel's buttons scroll its track (right to left, scrollLeft runs from 0 down, negative).
//  - `data-scrolled` on <html> once the page is scrolled past the threshold: the header's look and
//    the phone's docked chat button follow it in CSS (the `scrolled:` variants in app.css).
//  - Ctrl+K or ⌘K: focuses the search page's box, or elsewhere opens the header's search; and
//    `data-mac` on <html> on Apple devices, where the header shows "⌘K" (`mac:` in app.css).
// The rules of an inline script: README.md beside this file.

import { headerSearchId, headerSearchInputId, searchInputId } from "~/components/search/search-ids";
import { NAV_SCROLL_THRESHOLD_PX } from "~/lib/ui-constants";

/** Set on <html> by the app once it has hydrated. */
export const hydratedAttribute = "data-hydrated";
/** Set on <html> by a click on the chat button before hydration. */
export const assistantRequestedAttribute = "data-assistant-requested";
/** Set on <html> while the page is scrolled more than NAV_SCROLL_THRESHOLD_PX. */
export const scrolledAttribute = "data-scrolled";
/** The attribute that marks a control the script handles before hydration. */
export const earlyClickAttribute = "data-early-click";
export type EarlyClick = "assistant" | "prev" | "next" | `${number}`;

export const earlyControlsScript = `(() => {
const root = document.documentElement;
const scrolled = () => root.toggleAttribute("${scrolledAttribute}", scrollY > ${NAV_SCROLL_THRESHOLD_PX});
scrolled();
addEventListener("scroll", scrolled, { passive: true });
if (/Mac|iPhone|iPad/.test(navigator.platform)) root.setAttribute("data-mac", "");
addEventListener("keydown", (e) => {
  if (e.key?.toLowerCase() !== "k" || !(e.ctrlKey || e.metaKey) || e.altKey || e.shiftKey) return;
  const page = document.getElementById("${searchInputId}");
  const panel = document.getElementById("${headerSearchId}");
  const input = page || document.getElementById("${headerSearchInputId}");
  if (!input) return;
  e.preventDefault();
  if (!page && panel && !panel.matches(":popover-open")) panel.showPopover();
  input.focus();
  input.select();
});
const expanded = (target, open) => {
  if (!target.id) return;
  for (const control of document.querySelectorAll('[aria-controls="' + target.id + '"]')) control.setAttribute("data-expanded", String(open));
};
addEventListener("toggle", (e) => e.target instanceof Element && expanded(e.target, e.newState === "open"), true);
addEventListener("close", (e) => e.target instanceof HTMLDialogElement && expanded(e.target, false), true);
const invokers = "command" in HTMLButtonElement.prototype;
addEventListener("click", (e) => {
  const el = e.target instanceof Element ? e.target.closest("[commandfor], [${earlyClickAttribute}]") : null;
  if (!el) return;
  const target = document.getElementById(el.getAttribute("commandfor") || el.getAttribute("aria-controls") || "");
  const command = el.getAttribute("command");
  if (!invokers && target instanceof HTMLDialogElement && command) {
    if (command === "show-modal" && !target.open) { target.showModal(); expanded(target, true); }
    else if (command === "close") target.close();
  }
  if (root.hasAttribute("${hydratedAttribute}")) return;
  const what = el.getAttribute("${earlyClickAttribute}");
  if (what === "assistant") root.setAttribute("${assistantRequestedAttribute}", "");
  else if (what && target) {
    const count = target.children.length, width = target.clientWidth;
    const sign = getComputedStyle(target).direction === "rtl" ? -1 : 1;
    const at = Math.round(Math.abs(target.scrollLeft) / width);
    const to = what === "prev" ? at - 1 : what === "next" ? at + 1 : Number(what);
    target.scrollTo({ left: sign * (((to % count) + count) % count) * width });
  }
});
})();`;
