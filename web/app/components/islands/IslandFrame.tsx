import { type ReactNode, useLayoutEffect } from "react";

/**
 * An island's root component, the same at build time and in the browser (so the tree, and with
 * it every `useId`, is the same on both sides). In the browser it reports the island's first
 * commit: its handlers are attached and its state is live from then on.
 */
export function IslandFrame({
  children,
  onHydrated,
}: {
  children: ReactNode;
  onHydrated?: () => void;
}) {
  useLayoutEffect(() => onHydrated?.(), [onHydrated]);
  return children;
}
