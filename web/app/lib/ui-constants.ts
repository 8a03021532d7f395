// Interaction constants fixed by the spec (SPEC §9). Imported, never retyped.

/** The header turns blurred with a shadow once the page is scrolled more than this (px). */
export const NAV_SCROLL_THRESHOLD_PX = 2;

/** The assistant answers this long after the visitor sends a message (ms). */
export const ASSISTANT_REPLY_DELAY_MS = 1500;

/** A chat bubble is at most this share of the conversation's width (%). */
export const CHAT_BUBBLE_MAX_WIDTH_PERCENT = 85;

/** A tooltip opens after the pointer rests this long on its trigger (ms). */
export const TOOLTIP_DELAY_MS = 700;

/** Within this long of a tooltip closing, the next one opens at once (ms). */
export const TOOLTIP_SKIP_DELAY_MS = 300;

/** A failed background request is retried this many times (the spec's data-cache rule). */
export const RETRY_COUNT = 3;

/** The first retry waits this long; each later one twice as long as the one before (ms). */
export const RETRY_BASE_DELAY_MS = 1000;

/** No retry waits longer than this (ms). */
export const RETRY_MAX_DELAY_MS = 30_000;
