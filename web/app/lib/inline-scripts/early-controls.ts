// The page works before React hydrates (hydration waits until after the first paint, which on a
// slow phone is seconds later). Menus, the mobile menu and the search use the platform (popover,
// <dialog> with command/commandfor, a GET form); this one static inline script covers the rest:
//  - a control's `data-expanded` (its open look) follows the popover or dialog it controls
//    (aria-controls), from the first paint on. Not aria-expanded: the browser already exposes
//    the expanded state of a popovertarget button, and HTML forbids repeating it there;
//  - `command`/`commandfor` on a browser without invoker commands;
//  - until the assistant's island has hydrated (`data-hydrated` on its wrapper): a click on the
//    chat button is kept as `data-assistant-requested` on <html>, which shows the panel's shell
//    (CSS) and which the island reads when it is ready; a panel left open on the last page
//    (sessionStorage) is asked for again from the start, as `data-assistant-requested="restored"`;
//  - the carousel (components/sections/FeatureCarousel.tsx): its buttons scroll its track (right
//    to left, scrollLeft runs from 0 down, negative), and once the track comes to rest the slide
//    in view is the current one: its dot aria-current, the others aria-hidden, so the live region
//    announces the slide that comes into view;
//  - `data-scrolled` on <html> once the page is scrolled past the threshold: the header's look and
//    the phone's docked chat button follow it in CSS (the `scrolled:` variants in app.css);
//  - Ctrl+K or ⌘K: focuses the search page's box, or elsewhere opens the header's search; and
//    `data-mac` on <html> on Apple devices, where the header shows "⌘K" (`mac:` in app.css);
//  - a back link (components/ui/BackButton.tsx) steps back in history instead when the visitor
//    came from a page of this site, which history then holds;
//  - keys: Tab and Shift+Tab cycle inside a modal dialog (the mobile menu: past its last control,
//    Tab would leave for the browser's own UI); in the desktop navigation (`data-disclosure-nav`,
//    components/site/DesktopNav.tsx) ArrowDown on a group's button opens it at its first link,
//    the arrows, Home and End move between its links, and focus leaving the navigation closes it;
//  - leaving the page closes its open menus and dialogs, so going back (the page kept whole in
//    the back-forward cache) finds it as the visitor first saw it, not behind a menu.
// Apart from the chat button's, none of these stands down when the app hydrates: the components
// leave them to this script.
// The rules of an inline script: README.md beside this file.

import { headerSearchId, headerSearchInputId, searchInputId } from "~/lib/search/ids";
import { NAV_SCROLL_THRESHOLD_PX } from "~/lib/ui-constants";

/** Set on an island's wrapper once it has hydrated (lib/islands.ts). */
const hydratedAttribute = "data-hydrated";
/** Set on <html> by a click on the chat button before its island has hydrated ("restored": open on the last page). */
export const assistantRequestedAttribute = "data-assistant-requested";
/** sessionStorage: the chat panel is open, so it opens again on the next page of the visit. */
export const assistantOpenKey = "kaveri.assistant.open";
/** The panel's shell shown until the island takes over (components/assistant/AssistantLauncher.tsx). */
const assistantShellId = "assistant-shell";
/** Set on <html> while the page is scrolled more than NAV_SCROLL_THRESHOLD_PX. */
export const scrolledAttribute = "data-scrolled";
/** Marks a carousel's scroll-snap track, whose children are its slides. */
export const carouselTrackAttribute = "data-carousel-track";
/** Marks a link to a fallback page that goes back in history when there is a page of ours to go back to. */
export const backAttribute = "data-back";
/** Marks the navigation of disclosure popovers whose keys the script handles. */
export const disclosureNavAttribute = "data-disclosure-nav";
/** The attribute that marks a control the script handles before hydration. */
export const earlyClickAttribute = "data-early-click";
export type EarlyClick = "assistant" | "prev" | "next" | `${number}`;

// Written small, as it ships in every page: `on` is addEventListener, `byId` getElementById. A
// carousel button sends the track on from where an earlier one sent it while it is still on its
// way (`_to`), so two quick "next"s go two slides. Without `scrollend`, a track is at rest once
// no scroll came for a moment. The first pass over the carousels runs once the page is parsed,
// before the deferred scripts. A back link keeps its own navigation for a click that opens a tab
// or a window; React Router numbers its entries in history.state.idx (after its client-side
// navigations the referrer is still the first page's).
export const earlyControlsScript = `(() => {
const d = document, root = d.documentElement, on = addEventListener, byId = (id) => d.getElementById(id);
const scrolled = () => root.toggleAttribute("${scrolledAttribute}", scrollY > ${NAV_SCROLL_THRESHOLD_PX});
scrolled();
on("scroll", scrolled, { passive: true });
if (/Mac|iPhone|iPad/.test(navigator.platform)) root.setAttribute("data-mac", "");
try { sessionStorage.getItem("${assistantOpenKey}") && root.setAttribute("${assistantRequestedAttribute}", "restored"); } catch {}
on("keydown", (e) => {
const t = e.target, k = e.key;
if (k?.toLowerCase() == "k" && (e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey) {
const page = byId("${searchInputId}"), panel = byId("${headerSearchId}"), input = page || byId("${headerSearchInputId}");
if (!input) return;
e.preventDefault();
page || panel.matches(":popover-open") || panel.showPopover();
input.focus();
input.select();
return;
}
if (!(t instanceof Element)) return;
const dialog = t.closest("dialog");
if (k == "Tab" && dialog?.matches(":modal")) {
const all = [...dialog.querySelectorAll('a[href],button:not(:disabled),input:not(:disabled),select:not(:disabled),textarea:not(:disabled),summary,[tabindex]:not([tabindex="-1"])')].filter((el) => el.offsetParent || el == t);
if (all.at(e.shiftKey ? 0 : -1) == t) { e.preventDefault(); all.at(e.shiftKey ? -1 : 0).focus(); }
}
if (!t.closest("[${disclosureNavAttribute}]")) return;
const button = t.matches("[popovertarget]"), panel = button ? byId(t.getAttribute("popovertarget")) : t.closest("[popover]");
const links = [...(panel?.querySelectorAll("a") || [])], at = links.indexOf(t);
const to = button ? (k == "ArrowDown" ? 0 : null) : k == "ArrowDown" ? at + 1 : k == "ArrowUp" ? at - 1 : k == "Home" ? 0 : k == "End" ? -1 : null;
if (to == null || !links.length) return;
e.preventDefault();
panel.matches(":popover-open") || panel.showPopover();
links.at(to % links.length).focus();
});
on("focusout", (e) => {
const nav = e.target instanceof Element && e.target.closest("[${disclosureNavAttribute}]");
if (nav && e.relatedTarget && !nav.contains(e.relatedTarget)) for (const panel of nav.querySelectorAll(":popover-open")) panel.hidePopover();
});
on("pagehide", () => d.querySelectorAll(":modal,:popover-open").forEach((el) => (el.close ? el.close() : el.hidePopover())));
const expanded = (target, open) => {
if (!target.id) return;
for (const control of d.querySelectorAll('[aria-controls="' + target.id + '"]')) control.setAttribute("data-expanded", String(open));
};
on("toggle", (e) => e.target instanceof Element && expanded(e.target, e.newState == "open"), true);
on("close", (e) => e.target instanceof HTMLDialogElement && expanded(e.target, false), true);
const invokers = "command" in HTMLButtonElement.prototype;
on("click", (e) => {
const el = e.target instanceof Element && e.target.closest("[commandfor],[${earlyClickAttribute}],[${backAttribute}]");
if (!el) return;
if (el.hasAttribute("${backAttribute}")) {
if ((d.referrer.startsWith(location.origin + "/") || history.state?.idx > 0) && history.length > 1 && !(e.ctrlKey || e.metaKey || e.shiftKey || e.altKey)) { e.preventDefault(); history.back(); }
return;
}
const target = byId(el.getAttribute("commandfor") || el.getAttribute("aria-controls") || "");
const command = el.getAttribute("command"), what = el.getAttribute("${earlyClickAttribute}");
if (!invokers && target instanceof HTMLDialogElement && command) {
if (command == "show-modal" && !target.open) { target.showModal(); expanded(target, true); }
else if (command == "close") target.close();
}
if (what == "assistant") el.closest("[${hydratedAttribute}]") || (root.setAttribute("${assistantRequestedAttribute}", ""), byId("${assistantShellId}")?.focus());
else if (what && target) {
const count = target.children.length, from = target._to ?? slideAt(target);
const to = what == "prev" ? from - 1 : what == "next" ? from + 1 : +what;
target._to = ((to % count) + count) % count;
target.scrollTo({
left: (getComputedStyle(target).direction == "rtl" ? -1 : 1) * target._to * target.clientWidth,
behavior: matchMedia("(prefers-reduced-motion: reduce)").matches ? "instant" : "smooth",
});
}
});
const slideAt = (track) => Math.min(track.children.length - 1, Math.round(Math.abs(track.scrollLeft) / track.clientWidth) || 0);
const rest = (track) => {
if (!(track instanceof Element && track.hasAttribute("${carouselTrackAttribute}"))) return;
track._to = null;
const n = slideAt(track);
[...track.children].forEach((slide, i) => (i == n ? slide.removeAttribute("aria-hidden") : slide.setAttribute("aria-hidden", "true")));
for (const dot of d.querySelectorAll('[aria-controls="' + track.id + '"]'))
+dot.getAttribute("${earlyClickAttribute}") === n ? dot.setAttribute("aria-current", "true") : dot.removeAttribute("aria-current");
};
let timer;
if ("onscrollend" in window) on("scrollend", (e) => rest(e.target), true);
else on("scroll", (e) => { clearTimeout(timer); timer = setTimeout(rest, 150, e.target); }, true);
d.addEventListener("readystatechange", () => d.querySelectorAll("[${carouselTrackAttribute}]").forEach(rest), { once: true });
})();`;
