import { preload } from "react-dom";
import type { ResponsivePicture } from "~/content/responsive-picture";

/** Wide screens start from this width (Tailwind's `lg`), where hero art sits beside the text. */
const WIDE_MEDIA = "(min-width: 1024px)";

export interface PictureProps {
  picture: ResponsivePicture;
  /** "" for decorative art. */
  alt: string;
  /** How wide the image is drawn, e.g. "(min-width: 1024px) 33vw, 100vw". */
  sizes: string;
  /**
   * `true`: the page's LCP image on every screen (eager, fetchpriority high).
   * `"wide"`: the LCP image only on wide screens, where it sits beside the text; on a phone it
   * falls below the text, so it loads lazily there and keeps off the first paint's network
   * path, and wide screens get a high-priority preload instead.
   * `"low"`: lazy and low priority, for a small picture in a phone's first screen: without it the
   * browser raises an image in view to high priority, and the first paint's network waits on it.
   * Everything else is lazy.
   */
  priority?: boolean | "wide" | "low";
  /** Classes for the <img> (object-fit, aspect ratio, radius…). */
  className?: string;
}

/**
 * Encoded artwork as a <picture>: AVIF, then WebP, at several widths, with its intrinsic width
 * and height so nothing shifts while it loads. Takes the build's metadata directly, so a route
 * can resolve it in its build-time loader and ship no artwork registry (see ResponsiveImage).
 */
export function Picture({ picture, alt, sizes, priority = false, className = "" }: PictureProps) {
  if (priority === "wide") {
    preload(picture.src, {
      as: "image",
      type: "image/avif",
      imageSrcSet: picture.avif,
      imageSizes: sizes,
      fetchPriority: "high",
      media: WIDE_MEDIA,
    });
  }
  const eager = priority === true;
  return (
    <picture>
      <source type="image/avif" srcSet={picture.avif} sizes={sizes} />
      <source type="image/webp" srcSet={picture.webp} sizes={sizes} />
      <img
        src={picture.src}
        alt={alt}
        width={picture.width}
        height={picture.height}
        loading={eager ? "eager" : "lazy"}
        fetchPriority={eager ? "high" : priority === "low" ? "low" : undefined}
        decoding={eager ? "sync" : "async"}
        className={className}
      />
    </picture>
  );
}
