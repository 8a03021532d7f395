const COLOUR = /--color-([a-z0-9-]+)\s*:\s*(#[0-9a-fA-F]{3,8})\s*;/g;

/** The text inside the first `<opener> { … }` block of a stylesheet (braces balanced), or "". */
function block(css: string, opener: RegExp): string {
  const start = opener.exec(css);
  if (!start) return "";
  let depth = 0;
  for (let i = start.index + start[0].length - 1; i < css.length; i++) {
    if (css[i] === "{") depth++;
    else if (css[i] === "}" && --depth === 0) return css.slice(start.index + start[0].length, i);
  }
  return "";
}

function colours(source: string): Record<string, string> {
  const tokens: Record<string, string> = {};
  for (const match of source.matchAll(COLOUR)) {
    const [, name, value] = match;
    if (name && value) tokens[name] = value.toLowerCase();
  }
  return tokens;
}

/**
 * The light colour tokens: those declared in a stylesheet's `@theme` block, by name without the
 * `--color-` prefix: `--color-brand-600: #4f46e5;` gives `{ "brand-600": "#4f46e5" }`.
 */
export function parseColourTokens(css: string): Record<string, string> {
  return colours(block(css, /@theme\s*\{/));
}

/** The dark values of the colour tokens: the `@variant dark { … }` block of the stylesheet. */
export function parseDarkColourTokens(css: string): Record<string, string> {
  return colours(block(css, /@variant\s+dark\s*\{/));
}

/** "#4f46e5" as "rgb(79, 70, 229)", for a colour spec sheet. */
export function hexToRgb(hex: string): string {
  const [r, g, b] = channels(hex);
  return `rgb(${r}, ${g}, ${b})`;
}

function channels(hex: string): [number, number, number] {
  const digits = hex.slice(1);
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join("") : digits.slice(0, 6);
  const [r = 0, g = 0, b = 0] = [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16));
  return [r, g, b];
}

/** WCAG 2 relative luminance of a hex colour. */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two hex colours (1–21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}
