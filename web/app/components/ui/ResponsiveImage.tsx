import { findArtwork } from "~/content/artwork";
import { Picture, type PictureProps } from "./Picture";

/**
 * One piece of site artwork (a file in web/art/, by name) as a responsive <picture>: AVIF and
 * WebP at several widths, width/height set, lazy unless `priority` (the LCP image).
 * This bundles the metadata of every artwork (about 2 kB gzip); a route that resolves its
 * pictures in a build-time loader (`findArtwork`) can render <Picture> and skip that.
 */
export function ResponsiveImage({
  name,
  ...rest
}: Omit<PictureProps, "picture"> & { name: string }) {
  return <Picture picture={findArtwork(name)} {...rest} />;
}
