import { findArtwork } from "~/content/artwork";

/**
 * One piece of site artwork (a file in web/art/, by name) as a <picture>: AVIF, then WebP,
 * at several widths, with its intrinsic width and height so nothing shifts while it loads.
 * Lazy by default; pass `priority` for the page's LCP image (eager, fetchpriority high).
 * `sizes` should say how wide the image is drawn, e.g. "(min-width: 1024px) 33vw, 100vw".
 */
export function ResponsiveImage({
  name,
  alt,
  sizes,
  priority = false,
  className = "",
}: {
  name: string;
  /** "" for decorative art. */
  alt: string;
  sizes: string;
  priority?: boolean;
  /** Classes for the <img> (object-fit, aspect ratio, radius…). */
  className?: string;
}) {
  const picture = findArtwork(name);
  return (
    <picture>
      <source type="image/avif" srcSet={picture.avif} sizes={sizes} />
      <source type="image/webp" srcSet={picture.webp} sizes={sizes} />
      <img
        src={picture.src}
        alt={alt}
        width={picture.width}
        height={picture.height}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : undefined}
        decoding={priority ? "sync" : "async"}
        className={className}
      />
    </picture>
  );
}
