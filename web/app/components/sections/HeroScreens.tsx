import { preload } from "react-dom";
import { FlowLines } from "~/components/ui/FlowLines";
import type { ResponsivePicture } from "~/content/responsive-picture";

/** The product screen files' own box (art/generators/product-screens.mjs), 16:10. */
const SCREEN_WIDTH = 360;
const SCREEN_HEIGHT = 225;

/** Wide screens (Tailwind's `lg`): the stage sits beside the text and its front screen is the LCP. */
const WIDE_MEDIA = "(min-width: 1024px)";

export interface HeroScreen {
  name: string;
  src: string;
  alt: string;
  /** The screen encoded small (content/product-screens.ts), for the phone's compact stage. */
  picture?: ResponsivePicture;
}

// Where each screen sits on the 6:5 stage, front first: the front one large and low, the others
// cascading behind it from the top left (the furthest) to the right, so each shows enough of
// itself to read as its product.
const placements = [
  "left-[8%] bottom-[6%] z-20 w-[72%]",
  "left-[4%] top-[5%] z-0 w-[58%]",
  "right-[3%] top-[20%] z-10 w-[56%]",
];

/**
 * The home hero's visual: real product screens layered on a calm surface, the flow lines running
 * into the front one. On a phone the stage falls below the text, so every screen is lazy and asks
 * for low priority (the browser would otherwise raise the ones in the first screen to high and
 * hold the first paint's network for them); on wide screens the front one is preloaded at high
 * priority (it is the page's largest paint there), and the preload serves this image.
 */
export function HeroScreens({ screens }: { screens: readonly HeroScreen[] }) {
  const [front] = screens;
  if (front) preload(front.src, { as: "image", fetchPriority: "high", media: WIDE_MEDIA });
  return (
    <div className="relative aspect-[6/5] w-full overflow-hidden rounded-3xl border border-line bg-surface-raised shadow-[var(--shadow-lift)]">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(28rem_18rem_at_85%_90%,var(--color-accent-100),transparent),radial-gradient(30rem_20rem_at_0%_0%,var(--color-brand-100),transparent)] opacity-70"
      />
      <FlowLines className="pointer-events-none absolute bottom-[10%] -left-[8%] h-auto w-[62%] text-brand-600 opacity-70" />
      <ul className="absolute inset-0">
        {screens.map((screen, index) => (
          <li
            key={screen.src}
            className={`absolute ${placements[index] ?? placements[placements.length - 1]}`}
          >
            <img
              src={screen.src}
              alt={screen.alt}
              width={SCREEN_WIDTH}
              height={SCREEN_HEIGHT}
              loading="lazy"
              fetchPriority="low"
              decoding="async"
              className={`block h-auto w-full rounded-lg border border-line bg-surface ring-1 ring-black/5 ${index === 0 ? "shadow-[0_30px_60px_-20px_rgb(11_18_32/0.45)]" : "shadow-[var(--shadow-lift)]"}`}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
