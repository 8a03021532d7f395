/** The portraits' own size (art/generators/portraits.mjs): width and height keep the layout still. */
export const PORTRAIT_WIDTH = 320;
export const PORTRAIT_HEIGHT = 240;

/**
 * A leader's portrait (a 4:3 bust: art/generators/portraits.mjs) cropped to the head in a circle,
 * for a name beside it: a roster, a byline. Decorative (alt ""), since the name says who.
 * `className` gives the circle its size ("h-14 w-14") and anything else the place needs.
 */
export function PortraitFace({ src, className }: { src: string; className: string }) {
  return (
    <span
      className={`relative shrink-0 overflow-hidden rounded-full bg-brand-50 ring-1 ring-line ${className}`}
    >
      {/* Twice the circle's width, centred and from the top: the head fills the circle. */}
      <img
        src={src}
        alt=""
        width={PORTRAIT_WIDTH}
        height={PORTRAIT_HEIGHT}
        loading="lazy"
        decoding="async"
        className="absolute top-0 left-1/2 h-auto w-[200%] max-w-none -translate-x-1/2"
      />
    </span>
  );
}
