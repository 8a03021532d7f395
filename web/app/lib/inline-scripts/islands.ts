// The islands loader: the one script of the page that knows about React, without carrying any.
// Each island is a wrapper (`data-island`) holding HTML pre-rendered at build time, with its
// props in the JSON script after it (components/islands/Island.tsx). The loader waits for the
// visitor to reach for one (its triggers, `data-island-on`), then imports the island's module
// and hydrates it over that HTML: pointer or focus on the island or on its declared trigger
// (`intent`), the first focus in or press on one of its forms (`form`), the page shown (`load`), or the page
// shown with a query parameter in its address (`param:q`), or as soon as the page's early script
// has marked it asked for (`requested`: `data-<name>-requested` on <html>, set by a click that
// came before the island, or by a panel left open on the last page). Until then the HTML answers: links,
// native forms, popovers. A page without islands gets an empty map and does nothing but mark
// itself ready.
//
// The module map ({ name: { src, preload } }) is written into this script per page by
// scripts/build-steps/islands.mjs, before the CSP step hashes it. The rules of an inline
// script: README.md.
import {
  islandAttribute,
  islandOnAttribute,
  islandPropsAttribute,
  islandStartedAttribute,
  islandTriggerAttribute,
  islandsReadyAttribute,
} from "../islands.ts";
import { onPageShown } from "./page-shown.ts";

/** Where the build step writes the page's module map. */
export const islandsMapMarker = "/*islands*/";

/** One island's module and the chunks it imports (preloaded together, so they arrive at once). */
export interface IslandModule {
  src: string;
  preload: string[];
}

/** What happened, as `startsOn` needs it: an event on the page, or the page being shown. */
export interface IslandOccasion {
  type: "pointerover" | "pointerdown" | "touchstart" | "focusin" | "shown";
  /** The event's target is inside the island. */
  inIsland: boolean;
  /** The event's target is inside an element the island's `data-island-trigger` selects. */
  onTrigger: boolean;
  /** The event's target is inside a form. */
  inForm: boolean;
  /** The page's `location.search`. */
  search: string;
  /** `data-<island>-requested` is on <html>: the visitor asked for the island before it started. */
  requested: boolean;
}

/**
 * Whether an island with triggers `on` (`data-island-on`) starts on `what`. Self-contained: it is
 * serialized into the inline script (so no comments inside). For `form`, a press counts as much
 * as a focus: a click on a label or on the form's padding focuses nothing.
 */
export function startsOn(on: string, what: IslandOccasion): boolean {
  const triggers = on.split(/\s+/).filter(Boolean);
  if (triggers.includes("requested") && what.requested) return true;
  if (what.type === "shown") {
    const params = new URLSearchParams(what.search);
    return triggers.some(
      (t) => t === "load" || (t.startsWith("param:") && params.get(t.slice(6)) !== null),
    );
  }
  if (triggers.includes("intent") && (what.inIsland || what.onTrigger)) return true;
  const press =
    what.type === "focusin" || what.type === "pointerdown" || what.type === "touchstart";
  return triggers.includes("form") && press && what.inIsland && what.inForm;
}

/** The page's map as the build writes it into the script (`<` escaped, as in any inline script). */
export const islandsMapText = (map: Record<string, IslandModule>): string =>
  `${islandsMapMarker}${JSON.stringify(map).replace(/</g, "\\u003c")}`;

export const islandsScript = `(() => {
const islands = ${islandsMapText({})};
const startsOn = ${startsOn.toString()};
const root = document.documentElement;
const start = (el, cause) => {
  const entry = islands[el.getAttribute("${islandAttribute}")];
  if (!entry) return;
  el.setAttribute("${islandStartedAttribute}", cause);
  for (const href of entry.preload) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));
  const data = el.nextElementSibling;
  const props = data && data.hasAttribute("${islandPropsAttribute}") ? JSON.parse(data.textContent) : {};
  import(entry.src).then((m) => m.hydrate(el, props)).catch((error) => { el.removeAttribute("${islandStartedAttribute}"); console.error(error); });
};
const check = (e) => {
  const t = e.target instanceof Element ? e.target : null;
  if (e.type !== "shown" && !t) return;
  for (const el of document.querySelectorAll("[${islandAttribute}]:not([${islandStartedAttribute}])")) {
    const trigger = el.getAttribute("${islandTriggerAttribute}");
    const what = { type: e.type, inIsland: !!t && el.contains(t), onTrigger: !!(t && trigger && t.closest(trigger)), inForm: !!(t && t.closest("form")), search: location.search, requested: root.hasAttribute("data-" + el.getAttribute("${islandAttribute}") + "-requested") };
    if (startsOn(el.getAttribute("${islandOnAttribute}") || "", what)) start(el, e.type);
  }
};
if (Object.keys(islands).length) for (const type of ["pointerover", "pointerdown", "touchstart", "focusin"]) addEventListener(type, check, { capture: true, passive: true });
const shown = () => { check({ type: "shown", target: null }); root.setAttribute("${islandsReadyAttribute}", ""); };
${onPageShown("shown")};
})();`;
