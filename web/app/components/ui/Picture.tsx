import type { ResponsivePicture } from "~/lib/responsive-image";

export interface PictureProps {
  picture: ResponsivePicture;
  /** "" for decorative art. */
  alt: string;
  /** How wide the image is drawn, e.g. "(min-width: 1024px) 33vw, 100vw". */
  sizes: string;
  /** The page's LCP image: eager, fetchpriority high. Everything else is lazy. */
  priority?: boolean;
  /** Classes for the <img> (object-fit, aspect ratio, radius…). */
  className?: string;
}

/**
 * Encoded artwork as a <picture>: AVIF, then WebP, at several widths, with its intrinsic width
 * and height so nothing shifts while it loads. Takes the build's metadata directly, so a route
 * can resolve it in its build-time loader and ship no artwork registry (see ResponsiveImage).
 */
export function Picture({ picture, alt, sizes, priority = false, className = "" }: PictureProps) {
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
