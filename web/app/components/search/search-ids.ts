import { slugify } from "~/lib/slug";

import { searchPageInputId } from "~/lib/inline-scripts/early-controls";

/** The search page's input, which the header shortcut focuses. */
export const searchInputId = searchPageInputId;
export const searchPath = "/search";

/**
 * A kind of page as the results' address names it: its slug ("case-study"), or the kind itself
 * where the slug would be empty (a Japanese or Arabic kind has no Latin letters to slug).
 */
export const kindKey = (kind: string): string => slugify(kind) || kind;
