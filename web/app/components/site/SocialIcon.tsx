import type { SocialNetwork } from "~/site";

// Simplified brand glyphs, drawn for this site; the shapes live in app.css (.glyph-social-*), so
// the footer on every page carries four empty spans instead of four inline SVGs.
const glyphClass: Record<SocialNetwork, string> = {
  LinkedIn: "glyph-social-linkedin",
  X: "glyph-social-x",
  Instagram: "glyph-social-instagram",
  Facebook: "glyph-social-facebook",
};

export function SocialIcon({ network, className = "" }: { network: SocialNetwork; className?: string }) {
  return <span aria-hidden="true" className={`glyph ${glyphClass[network]} ${className}`} />;
}
