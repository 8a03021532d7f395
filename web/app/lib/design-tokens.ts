/**
 * The colour tokens declared in a stylesheet's `@theme` block, by name without the
 * `--color-` prefix: `--color-brand-600: #4f46e5;` gives `{ "brand-600": "#4f46e5" }`.
 */
export function parseColourTokens(css: string): Record<string, string> {
  const tokens: Record<string, string> = {};
  for (const match of css.matchAll(/--color-([a-z0-9-]+)\s*:\s*(#[0-9a-fA-F]{3,8})\s*;/g)) {
    const [, name, value] = match;
    if (name && value) tokens[name] = value.toLowerCase();
  }
  return tokens;
}

/** "#4f46e5" as "rgb(79, 70, 229)", for a colour spec sheet. */
export function hexToRgb(hex: string): string {
  const digits = hex.slice(1);
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join("") : digits.slice(0, 6);
  const [r, g, b] = [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}
