// Writes the icon glyph sprite (docs/decisions/005-glyph-sprite.md) from the one list below:
//  - app/styles/glyphs.css: `.glyph` (one SVG data URI, a 24-unit cell per glyph side by side)
//    and a `.glyph-<name>` class per glyph that picks its cell with mask-position;
//  - app/content/glyph-names.ts: each glyph's class by name, for `Icon` and the few components
//    that draw a glyph themselves (the glyphs content may name: icon-names.ts, checked against it).
//   node art/generators/glyphs.ts
// To add a glyph, add an entry (a 24 × 24 drawing) and run it; a unit test fails while the
// committed files differ from a fresh generation.
import { writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";

interface Glyph {
  name: string;
  /** Outline width; none: the path is filled. */
  stroke?: number;
  d: string;
}

/** Round caps and joins, no fill: the outline style of the icon library the inline icons use. */
const outline = (width: number) => ({
  fill: "none",
  stroke: "black",
  "stroke-width": width,
  "stroke-linecap": "round",
  "stroke-linejoin": "round",
});

/**
 * The glyphs, in sprite order. `d` is the drawing (a 24 × 24 path), `stroke` its outline width
 * (none: filled). The name is what `Icon` is called with; the class is its kebab-case form.
 */
export const glyphs: readonly Glyph[] = [
  { name: "arrowRight", stroke: 2, d: "M5 12h14M12 5l7 7-7 7" },
  { name: "check", stroke: 2.2, d: "M20 6 9 17l-5-5" },
  {
    name: "star",
    d: "M12 2.6l2.85 5.9 6.5.85-4.75 4.5 1.2 6.45L12 17.2l-5.8 3.1 1.2-6.45-4.75-4.5 6.5-.85z",
  },
  {
    name: "socialLinkedin",
    d: "M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM3 9.75h4v11H3v-11Zm6.5 0h3.8v1.6c.6-1 1.9-1.9 3.9-1.9 3.6 0 4.3 2.3 4.3 5.4v5.9h-4v-5.2c0-1.3 0-2.9-1.8-2.9s-2.1 1.4-2.1 2.8v5.3h-4v-11Z",
  },
  {
    name: "socialX",
    d: "M17.6 3h3.1l-6.8 7.8L22 21h-6.3l-4.9-6.4L5.2 21H2.1l7.3-8.3L1.7 3h6.4l4.4 5.9L17.6 3Zm-1.1 16.2h1.7L7.6 4.7H5.8l10.7 14.5Z",
  },
  {
    name: "socialInstagram",
    d: "M12 7.2a4.8 4.8 0 1 0 0 9.6 4.8 4.8 0 0 0 0-9.6Zm0 7.8a3 3 0 1 1 0-6 3 3 0 0 1 0 6Zm5-9.2a1.1 1.1 0 1 0 0 2.2 1.1 1.1 0 0 0 0-2.2ZM12 3c-2.4 0-2.7 0-3.7.1-3.2.1-5 1.9-5.1 5.1C3 9.3 3 9.6 3 12s0 2.7.1 3.7c.1 3.2 1.9 5 5.1 5.1 1 .1 1.3.1 3.8.1s2.7 0 3.7-.1c3.2-.1 5-1.9 5.1-5.1.1-1 .1-1.3.1-3.7s0-2.7-.1-3.7c-.1-3.2-1.9-5-5.1-5.1C14.7 3 14.4 3 12 3Zm0 1.6c2.4 0 2.6 0 3.6.1 2.4.1 3.5 1.2 3.6 3.6.1 1 .1 1.2.1 3.6s0 2.6-.1 3.6c-.1 2.4-1.2 3.5-3.6 3.6-1 .1-1.2.1-3.6.1s-2.6 0-3.6-.1c-2.4-.1-3.5-1.2-3.6-3.6-.1-1-.1-1.2-.1-3.6s0-2.6.1-3.6c.1-2.4 1.2-3.5 3.6-3.6 1-.1 1.2-.1 3.6-.1Z",
  },
  {
    name: "socialFacebook",
    d: "M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H8v3h2.5V21h3Z",
  },
  { name: "chevronDown", stroke: 2, d: "m6 9 6 6 6-6" },
  { name: "menu", stroke: 2, d: "M4 6h16M4 12h16M4 18h16" },
  { name: "close", stroke: 2, d: "M18 6 6 18M6 6l12 12" },
  { name: "search", stroke: 2, d: "M11 3a8 8 0 1 0 0 16 8 8 0 1 0 0-16zM21 21l-4.3-4.3" },
  {
    name: "mail",
    stroke: 2,
    d: "M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zM22 7l-10 6L2 7",
  },
  {
    name: "phone",
    stroke: 2,
    d: "M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2z",
  },
  {
    name: "mapPin",
    stroke: 2,
    d: "M20 10c0 5-5.5 10.2-7.4 11.8a1 1 0 0 1-1.2 0C9.5 20.2 4 15 4 10a8 8 0 0 1 16 0zM12 7a3 3 0 1 0 0 6 3 3 0 1 0 0-6z",
  },
  {
    name: "sun",
    stroke: 2,
    d: "M12 8a4 4 0 1 0 0 8 4 4 0 1 0 0-8zM12 2v2M12 20v2M4.93 4.93l1.41 1.41M17.66 17.66l1.41 1.41M2 12h2M20 12h2M6.34 17.66l-1.41 1.41M19.07 4.93l-1.41 1.41",
  },
  { name: "moon", stroke: 2, d: "M12 3a6 6 0 0 0 9 9 9 9 0 1 1-9-9Z" },
  {
    name: "monitor",
    stroke: 2,
    d: "M4 3h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zM8 21h8M12 17v4",
  },
];

const CELL = 24;

/** "socialLinkedin" -> "glyph-social-linkedin". */
export const glyphClass = (name: string) =>
  `glyph-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

const attributes = (values: Record<string, string | number>) =>
  Object.entries(values)
    .map(([key, value]) => ` ${key}='${value}'`)
    .join("");

/** The sprite as SVG text for a data URI (single quotes: the URI sits in double quotes). */
export function glyphSprite(list = glyphs): string {
  const cells = list.map(({ stroke, d }, i) => {
    const cell = {
      x: i * CELL,
      width: CELL,
      height: CELL,
      viewBox: `0 0 ${CELL} ${CELL}`,
      ...(stroke === undefined ? {} : outline(stroke)),
    };
    return `<svg${attributes(cell)}><path d='${d}'/></svg>`;
  });
  return `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 ${list.length * CELL} ${CELL}'>${cells.join("")}</svg>`;
}

/** app/styles/glyphs.css. */
export function glyphsCss(list = glyphs): string {
  const last = Math.max(1, list.length - 1);
  const classes = list.map(
    ({ name }, i) => `  .${glyphClass(name)} {\n    mask-position: ${(i / last) * 100}% 0;\n  }\n`,
  );
  return `/* Generated by art/generators/glyphs.ts from its list of glyphs: edit the list there and run
   \`node art/generators/glyphs.ts\`. Icon glyphs drawn with currentColor through a mask
   (components/ui/Icon.tsx): one SVG sprite of 24-unit cells side by side (one image for every
   glyph: docs/decisions/005-glyph-sprite.md); each class picks its cell with mask-position. */
@layer components {
  .glyph {
    display: inline-block;
    flex-shrink: 0;
    background-color: currentColor;
    mask-image: url("data:image/svg+xml,${glyphSprite(list)}");
    mask-size: ${list.length * 100}% 100%;
    mask-repeat: no-repeat;
  }
${classes.join("")}}
`;
}

/** app/content/glyph-names.ts. */
export function glyphNamesTs(list = glyphs): string {
  const entries = list.map(({ name }) => `  ${name}: "${glyphClass(name)}",\n`);
  return `// Generated by art/generators/glyphs.ts from its list of glyphs: edit the list there and run
// \`node art/generators/glyphs.ts\`. The glyphs of the stylesheet's sprite (styles/glyphs.css).

/** The class that draws each glyph (with \`glyph\`), by name. */
export const glyphClasses = {
${entries.join("")}} as const;

export type GlyphName = keyof typeof glyphClasses;
`;
}

/** The generated files, by path from web/. */
export const glyphOutputs = (): Record<string, string> => ({
  "app/styles/glyphs.css": glyphsCss(),
  "app/content/glyph-names.ts": glyphNamesTs(),
});

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const web = new URL("../../", import.meta.url);
  for (const [path, text] of Object.entries(glyphOutputs())) {
    await writeFile(new URL(path, web), text);
    console.log(`${path}: ${text.length} bytes`);
  }
}
