import { glyphClasses } from "~/content/glyph-names";
import type { SocialNetwork } from "~/site";

// Simplified brand glyphs, drawn for this site; the shapes are glyphs of the stylesheet's sprite
// (art/generators/glyphs.ts), so the footer on every page carries four empty spans instead of
// four inline SVGs.
const glyphClass: Record<SocialNetwork, string> = {
  LinkedIn: glyphClasses.socialLinkedin,
  X: glyphClasses.socialX,
  Instagram: glyphClasses.socialInstagram,
  Facebook: glyphClasses.socialFacebook,
};

export function SocialIcon({
  network,
  className = "",
}: {
  network: SocialNetwork;
  className?: string;
}) {
  return <span aria-hidden="true" className={`glyph ${glyphClass[network]} ${className}`} />;
}
