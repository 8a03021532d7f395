// Artwork imported with `?responsive` or `?responsive-screen` (scripts/vite-responsive-images.mjs).
declare module "*?responsive" {
  const picture: import("./content/responsive-picture").ResponsivePicture;
  export default picture;
}
// A small drawing with fine text, at its own width and twice that.
declare module "*?responsive-screen" {
  const picture: import("./content/responsive-picture").ResponsivePicture;
  export default picture;
}
