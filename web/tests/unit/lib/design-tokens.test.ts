import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { brandColourTokens } from "~/content/media-kit";
import {
  contrastRatio,
  hexToRgb,
  parseColourTokens,
  parseDarkColourTokens,
} from "~/lib/design-tokens";

const appCss = readFileSync(new URL("../../../app/styles/app.css", import.meta.url), "utf8");
const themes = { light: parseColourTokens(appCss), dark: parseDarkColourTokens(appCss) };

describe("parseColourTokens", () => {
  it("reads --color-* hex declarations of the @theme block by name, lower-cased", () => {
    const css =
      "@theme {\n  --color-brand-600: #4F46E5;\n  --font-sans: Inter;\n  --color-ink:#0b1220 ;\n  --radius-card: 1rem;\n}\n:root { --color-ink: #ffffff; }";
    expect(parseColourTokens(css)).toEqual({ "brand-600": "#4f46e5", ink: "#0b1220" });
  });

  it("reads the dark values from the @variant dark block", () => {
    const css =
      "@theme { --color-ink: #0b1220; }\n@layer base { :root { @variant dark { --color-ink: #E8EBF5; } } }";
    expect(parseDarkColourTokens(css)).toEqual({ ink: "#e8ebf5" });
  });

  it("finds every colour the media kit shows in the real stylesheet", () => {
    for (const colour of brandColourTokens)
      expect(themes.light[colour.token], colour.token).toMatch(/^#[0-9a-f]{6}$/);
  });

  it("gives every colour token a dark value, and declares no dark value without a light one", () => {
    expect(Object.keys(themes.dark).sort()).toEqual(Object.keys(themes.light).sort());
  });
});

// The pairs the components use: [foreground, background]. "#ffffff" is white text on the
// fills that carry it in both themes.
const textPairs: [string, string][] = [
  ...["ink", "ink-muted"].flatMap((fg) =>
    ["surface", "surface-muted", "surface-raised"].map((bg): [string, string] => [fg, bg]),
  ),
  ["ink", "brand-50"],
  ["ink", "brand-100"],
  ...["surface", "surface-muted", "surface-raised", "brand-50", "brand-100"].map(
    (bg): [string, string] => ["brand-700", bg],
  ),
  ["brand-800", "brand-50"],
  ["brand-800", "brand-100"],
  ["brand-800", "surface"],
  ["accent-700", "surface"],
  ["accent-700", "surface-muted"],
  ["accent-700", "surface-raised"],
  ["accent-700", "accent-100"],
  ...["on-dark", "on-dark-muted", "on-dark-brand", "on-dark-accent"].flatMap((fg) =>
    ["night", "night-raised"].map((bg): [string, string] => [fg, bg]),
  ),
  ...["brand-600", "brand-900", "accent-600"].map((bg): [string, string] => ["#ffffff", bg]),
  ["brand-900", "#ffffff"],
  ["brand-900", "on-dark"],
  ["success-fg", "success-bg"],
  ["warning-fg", "warning-bg"],
  ["info-fg", "info-bg"],
  ["neutral-fg", "neutral-bg"],
  ["danger-fg", "surface"],
  ["danger-fg", "surface-raised"],
  ["surface", "danger-fg"],
];

// Focus rings, active indicators, icons: 3:1 against what they sit on.
const graphicPairs: [string, string][] = [
  ...["surface", "surface-muted", "surface-raised"].map((bg): [string, string] => ["focus", bg]),
  ["on-dark-brand", "night"],
  ["brand-600", "surface"],
  ["brand-600", "surface-raised"],
  ["accent-600", "surface"],
  ["accent-600", "surface-raised"],
  ...["surface", "surface-muted", "surface-raised"].map((bg): [string, string] => ["rating", bg]),
];

describe.each(Object.entries(themes))("the %s theme", (_theme, tokens) => {
  const colour = (name: string) => (name.startsWith("#") ? name : tokens[name]);

  it.each(textPairs)("text %s on %s meets WCAG AA (4.5:1)", (fg, bg) => {
    expect(colour(fg), fg).toBeDefined();
    expect(colour(bg), bg).toBeDefined();
    expect(contrastRatio(colour(fg)!, colour(bg)!)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(graphicPairs)("graphic %s on %s meets 3:1", (fg, bg) => {
    expect(contrastRatio(colour(fg)!, colour(bg)!)).toBeGreaterThanOrEqual(3);
  });
});

describe("hexToRgb and contrastRatio", () => {
  it("converts six- and three-digit hex", () => {
    expect(hexToRgb("#4f46e5")).toBe("rgb(79, 70, 229)");
    expect(hexToRgb("#fff")).toBe("rgb(255, 255, 255)");
  });

  it("computes WCAG contrast ratios", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#ffffff", "#ffffff")).toBe(1);
    expect(contrastRatio("#4f46e5", "#ffffff")).toBeCloseTo(6.29, 2);
  });
});
