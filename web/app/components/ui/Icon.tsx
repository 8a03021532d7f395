import { glyphClasses, type GlyphName } from "~/content/glyph-names";
import { type IconName, iconNames } from "~/content/icon-names";

/**
 * The class that draws each icon content may name (the sprite of art/generators/icons.ts,
 * styles/icons.css): "fileSearch" is `icon-file-search`. A page's icons cost it no JavaScript.
 */
export const iconClass = (name: string): string =>
  `icon-${name.replace(/([a-z0-9])([A-Z])/g, "$1-$2").toLowerCase()}`;

/** The icons content may name, each with its sprite class. */
export const icons: Readonly<Record<(typeof iconNames)[number], string>> = Object.fromEntries(
  iconNames.map((name) => [name, iconClass(name)]),
) as Record<(typeof iconNames)[number], string>;

/**
 * Icons that point the way the text runs (next, back, a link's arrow, "opens elsewhere"): a
 * right-to-left page (dir="rtl") mirrors them. Every other icon keeps its drawing.
 */
const directional: ReadonlySet<IconName> = new Set<IconName>([
  "arrowRight",
  "arrowLeft",
  "chevronLeft",
  "chevronRight",
  "externalLink",
]);

/**
 * Draws an icon by name. Glyphs repeated on a page or on every page (list checks, link arrows,
 * stars, header and footer icons) are drawn by the stylesheet as a mask on an empty span (the
 * sprite of art/generators/glyphs.ts): one definition in the cached CSS instead of an inline SVG
 * per use, which keeps the home page's HTML inside the first round trip. The rest are cells of the
 * icons' sprite (art/generators/icons.ts), one file the stylesheet fetches when a page shows one.
 */
export function Icon({
  name,
  className: size = "h-6 w-6",
}: {
  name: IconName;
  className?: string;
}) {
  const className = directional.has(name) ? `${size} rtl:-scale-x-100` : size;
  const glyph = glyphClasses[name as GlyphName] as string | undefined;
  if (glyph) return <span aria-hidden="true" className={`glyph ${glyph} ${className}`} />;
  return <span aria-hidden="true" className={`icon ${iconClass(name)} ${className}`} />;
}
