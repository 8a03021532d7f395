import type { Product } from "~/content/types";
import type { ResponsivePicture } from "./responsive-picture";

// The product screens (public/images/products/*.svg, art/generators/product-screens.mjs) drawn
// to AVIF and WebP at card size and twice that. Shown through <img>, each SVG is a document of
// its own whose text a slow phone lays out with its fallback fonts: about 25 ms of main thread per
// screen. A picture costs a decode off the main thread. The SVG stays the source and the file
// the site serves at its path.
const files = import.meta.glob<ResponsivePicture>("../../public/images/products/*.svg", {
  query: "?responsive-screen",
  import: "default",
  eager: true,
});

const pictures = new Map(
  Object.entries(files).map(([path, picture]) => [path.slice(path.indexOf("/images/")), picture]),
);

/** A product whose screen carries its encoded picture when the build made one (an uploaded PNG has none). */
export type ProductWithScreen = Product & {
  screen: Product["screen"] & { picture?: ResponsivePicture };
};

/** Build time only (a route's loader): the product with its screen's picture. */
export function withScreenPicture(product: Product): ProductWithScreen {
  return { ...product, screen: { ...product.screen, picture: pictures.get(product.screen.src) } };
}
