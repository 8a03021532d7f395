import type { ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import { islandAttribute, islandHydratedAttribute, islandPrefix } from "~/lib/islands";
import { IslandFrame } from "./IslandFrame";

/**
 * An island module's `hydrate(wrapper, props)`, which the loader calls: `Component` becomes a
 * React root over the HTML the build rendered into the wrapper (components/islands/Island.tsx),
 * with the same tree and useId prefix. `data-hydrated` marks the wrapper once it has committed.
 */
export function islandHydrator<P extends object>(Component: ComponentType<P>) {
  return (wrapper: Element, props: P) => {
    const name = wrapper.getAttribute(islandAttribute) ?? "";
    hydrateRoot(
      wrapper,
      <IslandFrame onHydrated={() => wrapper.setAttribute(islandHydratedAttribute, "")}>
        <Component {...props} />
      </IslandFrame>,
      {
        identifierPrefix: islandPrefix(name),
        // A mismatch makes React render the island again on the client: fine for the visitor,
        // a bug for us (the end-to-end tests fail on console errors).
        onRecoverableError: (error) => console.error(`island ${name}:`, error),
      },
    );
  };
}
