import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { brandColourTokens } from "~/content/media-kit";
import { hexToRgb, parseColourTokens } from "~/lib/design-tokens";

describe("parseColourTokens", () => {
  it("reads --color-* hex declarations by name, lower-cased", () => {
    const css = "@theme {\n  --color-brand-600: #4F46E5;\n  --font-sans: Inter;\n  --color-ink:#0b1220 ;\n  --radius-card: 1rem;\n}";
    expect(parseColourTokens(css)).toEqual({ "brand-600": "#4f46e5", ink: "#0b1220" });
  });

  it("finds every colour the media kit shows in the real stylesheet", () => {
    const tokens = parseColourTokens(readFileSync(new URL("../../../app/styles/app.css", import.meta.url), "utf8"));
    for (const colour of brandColourTokens) expect(tokens[colour.token], colour.token).toMatch(/^#[0-9a-f]{6}$/);
  });
});

describe("hexToRgb", () => {
  it("converts six- and three-digit hex", () => {
    expect(hexToRgb("#4f46e5")).toBe("rgb(79, 70, 229)");
    expect(hexToRgb("#fff")).toBe("rgb(255, 255, 255)");
  });
});
