// What the island components (components/islands/), the inline loader
// (lib/inline-scripts/islands.ts) and the build step (scripts/build-steps/islands.mjs) share:
// the markup's attribute names, an island's useId prefix and how its props are written into the
// page. docs/decisions/012-islands.md says why islands exist.

/** The island's wrapper: `data-island="<name>"`, its pre-rendered HTML inside. */
export const islandAttribute = "data-island";
/** Space-separated triggers: `intent`, `form`, `load`, `param:<name>`, `requested` (docs/architecture.md). */
export const islandOnAttribute = "data-island-on";
/** A selector for elements outside the island whose pointer or focus also starts it. */
export const islandTriggerAttribute = "data-island-trigger";
/** Set by the loader when it starts fetching the island's module (the value: what started it). */
export const islandStartedAttribute = "data-island-started";
/** Set on the wrapper once React has hydrated the island (its first commit). */
export const islandHydratedAttribute = "data-hydrated";
/** On the props' `<script type="application/json">`, right after the wrapper. */
export const islandPropsAttribute = "data-island-props";
/** Set on <html> once the loader runs and, the page shown, has started its `load` islands. */
export const islandsReadyAttribute = "data-islands";

export type IslandTrigger = "intent" | "form" | "load" | "requested" | `param:${string}`;

/**
 * The island's `useId` prefix, the same at build time (renderToString) and in the browser
 * (hydrateRoot): each island is its own root, so its ids start over and must not collide with
 * another island's. One island of a name per page (the build step checks).
 */
export const islandPrefix = (name: string): string => `${name}-`;

/**
 * The props as the text of a JSON script element: `<` escaped, so no `</script>` (or `<!--`) in
 * a string can end the element early. Throws on what JSON would change or drop (a function, a
 * Date, undefined, a class instance, NaN): an island's props must arrive as they were given.
 */
export function serialiseProps(name: string, props: unknown): string {
  const check = (value: unknown, at: string): void => {
    if (value === null || typeof value === "string" || typeof value === "boolean") return;
    if (typeof value === "number") {
      if (Number.isFinite(value)) return;
    } else if (Array.isArray(value)) {
      value.forEach((item, i) => check(item, `${at}[${i}]`));
      return;
    } else if (typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
      for (const [key, item] of Object.entries(value as object)) check(item, `${at}.${key}`);
      return;
    }
    throw new Error(`island ${name}: ${at} is not JSON (${String(value)})`);
  };
  check(props, "props");
  return JSON.stringify(props)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
