// Artwork imported with `?responsive` or `?responsive-screen` (scripts/vite-responsive-images.mjs).
declare module "*?responsive" {
  const picture: import("./lib/responsive-image").ResponsivePicture;
  export default picture;
}
// A small drawing with fine text, at its own width and twice that.
declare module "*?responsive-screen" {
  const picture: import("./lib/responsive-image").ResponsivePicture;
  export default picture;
}
