import { slugify } from "~/lib/slug";

/** The search page's input, which Ctrl+K / ⌘K focuses (lib/inline-scripts/early-controls.ts). */
export const searchInputId = "site-search-input";
/** The header's search popover and its input, which Ctrl+K / ⌘K opens elsewhere. */
export const headerSearchId = "header-search";
export const headerSearchInputId = "header-search-input";
export const searchPath = "/search";

/**
 * A kind of page as the results' address names it: its slug ("case-study"), or the kind itself
 * where the slug would be empty (a Japanese or Arabic kind has no Latin letters to slug).
 */
export const kindKey = (kind: string): string => slugify(kind) || kind;
