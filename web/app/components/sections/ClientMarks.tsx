import type { ClientLogo } from "~/content/clients";

/** The wordmark files' own box (art/generators/wordmarks.mjs): width and height keep the layout still. */
const LOGO_WIDTH = 200;
const LOGO_HEIGHT = 60;

// One near-black ink in every file; a calm grey on the light theme (opacity) and on the dark one
// (turned white, then the same opacity). Lazy: never on the first paint's critical path.
export const inkClass = "opacity-70 dark:brightness-0 dark:invert";

/**
 * One client's wordmark, small and grey, beside the client's name (a case study's card and page):
 * decorative there (alt ""), since the name is written next to it.
 */
export function ClientMark({ src, className = "" }: { src: string; className?: string }) {
  return (
    <img
      src={src}
      alt=""
      width={LOGO_WIDTH}
      height={LOGO_HEIGHT}
      loading="lazy"
      decoding="async"
      className={`w-auto ${inkClass} ${className}`}
    />
  );
}

/**
 * Client wordmarks, each named by its alt text. `row`: a compact line of marks (beside the home
 * page's trust line); `wall`: a grid of tiles (the clients page).
 */
export function ClientMarks({
  logos,
  label,
  variant = "row",
  className = "",
}: {
  logos: readonly ClientLogo[];
  label: string;
  variant?: "row" | "wall";
  className?: string;
}) {
  if (variant === "wall") {
    return (
      <ul
        aria-label={label}
        className={`grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-5 ${className}`}
      >
        {logos.map((logo) => (
          <li
            key={logo.src}
            className="flex items-center justify-center rounded-[var(--radius-card)] border border-line bg-surface-raised px-3 py-5 sm:py-7"
          >
            <img
              src={logo.src}
              alt={logo.name}
              width={LOGO_WIDTH}
              height={LOGO_HEIGHT}
              loading="lazy"
              decoding="async"
              className={`h-12 w-auto sm:h-14 ${inkClass}`}
            />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul
      aria-label={label}
      className={`grid max-w-xl grid-cols-4 items-center gap-x-6 gap-y-1 ${className}`}
    >
      {logos.map((logo) => (
        <li key={logo.src}>
          <img
            src={logo.src}
            alt={logo.name}
            width={LOGO_WIDTH}
            height={LOGO_HEIGHT}
            loading="lazy"
            decoding="async"
            className={`h-auto w-full ${inkClass}`}
          />
        </li>
      ))}
    </ul>
  );
}
