// Artwork imported with `?responsive` (scripts/vite-responsive-images.mjs).
declare module "*?responsive" {
  const picture: import("./lib/responsive-image").ResponsivePicture;
  export default picture;
}
