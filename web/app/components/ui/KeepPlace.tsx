import { InlineScript } from "./InlineScript";
import { keepPlaceScript } from "~/lib/inline-scripts/keep-place";

/**
 * Opens the pages of the `data-keep-place` links above it where the visitor was, focused on the
 * same link (lib/inline-scripts/keep-place.ts). Placed after the list those links filter.
 */
export function KeepPlace() {
  return <InlineScript code={import.meta.env.SSR ? keepPlaceScript : ""} />;
}
