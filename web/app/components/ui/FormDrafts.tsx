import { InlineScript } from "./InlineScript";
import { formDraftsScript } from "~/lib/inline-scripts/form-drafts";

/**
 * Fills the forms above it that keep a draft (`data-draft-key`) from the visitor's device, while
 * the page is parsed (lib/inline-scripts/form-drafts.ts). Placed right after a form's island.
 */
export function FormDrafts() {
  return <InlineScript code={import.meta.env.SSR ? formDraftsScript : ""} />;
}
