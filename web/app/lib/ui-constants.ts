// The site's fixed interaction constants, in one place. Imported, never retyped.

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

/** A failed background request is retried this many times (with exponential delay, capped). */
export const RETRY_COUNT = 3;

/** The first retry waits this long; each later one twice as long as the one before (ms). */
export const RETRY_BASE_DELAY_MS = 1000;

/** No retry waits longer than this (ms). */
export const RETRY_MAX_DELAY_MS = 30_000;

/** The home splash's counter rises by this much per tick. */
export const SPLASH_STEP = 1.5;

/** One splash counter tick (ms). */
export const SPLASH_TICK_MS = 30;

/** The splash counter stops here and the splash fades out. */
export const SPLASH_TARGET = 100;

/** The splash logo's entrance animation (ms). */
export const SPLASH_LOGO_ANIMATION_MS = 1500;

/** The splash's fade-out once the counter is done (ms). */
export const SPLASH_FADE_MS = 300;

/** An industry card's fade, rise and scale-in on scroll (ms). */
export const INDUSTRY_CARD_REVEAL_MS = 600;

/** Delay between cards revealed together (ms). */
export const INDUSTRY_CARD_STAGGER_MS = 100;

/** Cards reveal when their top reaches 80% of the viewport height ('top 80%'). */
export const INDUSTRY_CARD_ROOT_MARGIN = "0px 0px -20% 0px";

/** How long an animated stat takes to count up to its value (ms). */
export const COUNT_UP_DURATION_MS = 1600;
