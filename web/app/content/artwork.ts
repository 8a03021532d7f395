import type { ResponsivePicture } from "./responsive-picture";

// Every SVG in web/art/, by file name ("service-design"), as AVIF/WebP at several widths.
// Content names artwork with these keys; add a picture by adding an SVG there (art/generate.mjs).
const files = import.meta.glob<ResponsivePicture>("../../art/*.svg", {
  query: "?responsive",
  import: "default",
  eager: true,
});

export const artwork: Readonly<Record<string, ResponsivePicture>> = Object.fromEntries(
  Object.entries(files).map(([path, picture]) => [
    path.slice(path.lastIndexOf("/") + 1, -".svg".length),
    picture,
  ]),
);

/** A news post's own picture (art/generators/news.mjs draws one per post). */
export const newsPicture = (slug: string): ResponsivePicture => findArtwork(`news-${slug}`);

export function findArtwork(name: string): ResponsivePicture {
  const picture = artwork[name];
  if (!picture) throw new Error(`No artwork named "${name}" in web/art/`);
  return picture;
}
