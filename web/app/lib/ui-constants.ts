// Interaction constants fixed by the spec (SPEC §9). Imported, never retyped.

/** The header turns blurred with a shadow once the page is scrolled more than this (px). */
export const NAV_SCROLL_THRESHOLD_PX = 2;
