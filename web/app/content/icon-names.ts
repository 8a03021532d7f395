// The icons content may name, as data: the schema (build time, plain Node) and the Icon
// component (which maps each name to its drawing) both read this list, so a content file can
// only name an icon that exists.

import type { GlyphName } from "./glyph-names";

/** Icons drawn as inline SVG (lucide-react), by the name content uses. */
export const iconNames = [
  "bot",
  "brain",
  "briefcase",
  "building",
  "cloud",
  "code",
  "compass",
  "cpu",
  "factory",
  "graduation",
  "health",
  "landmark",
  "layers",
  "chart",
  "palette",
  "plane",
  "radio",
  "rocket",
  "server",
  "shield",
  "shop",
  "sparkles",
  "test",
  "users",
  "wrench",
  "zap",
  "award",
  "calendar",
  "clipboard",
  "coins",
  "download",
  "externalLink",
  "fileSearch",
  "globe",
  "handshake",
  "heartHandshake",
  "house",
  "laptop",
  "lightbulb",
  "mail",
  "mapPin",
  "mic",
  "network",
  "newspaper",
  "scanEye",
  "shieldAlert",
  "sprout",
  "target",
  "truck",
  "workflow",
  "arrowLeft",
  "chevronLeft",
  "chevronRight",
  "clock",
  "eye",
  "gauge",
  "alertCircle",
  "info",
  "rss",
] as const;

/** Icons drawn by the stylesheet as CSS mask glyphs (the sprite of art/generators/glyphs.ts). */
export const glyphNames = [
  "arrowRight",
  "chevronDown",
  "menu",
  "close",
  "search",
  "mail",
  "phone",
  "mapPin",
  "check",
  "star",
] as const satisfies readonly GlyphName[];

export type IconName = (typeof iconNames)[number] | (typeof glyphNames)[number];

/** Every name content may use, for the schema. */
export const allIconNames: readonly IconName[] = [...new Set([...iconNames, ...glyphNames])];
