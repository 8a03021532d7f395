import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { brandFontMedia } from "../../../app/lib/inline-scripts/brand-font";

// The screens that preload the web font (the media query in lib/inline-scripts/brand-font.ts, used
// by root.tsx's preload and the phone script) must be the screens the stylesheet sets text in it:
// a wider preload fetches a font no text uses, a narrower one sets text in a font nobody fetched.
const css = readFileSync(new URL("../../../app/styles/app.css", import.meta.url), "utf8");

describe("the brand font's breakpoint", () => {
  it("is the same in the stylesheet and in the preload's media query", () => {
    const stylesheet = css.match(
      /@media \(width >= ([\d.]+)rem\) \{\s*:root \{\s*--font-sans: var\(--font-brand\);/,
    );
    const script = brandFontMedia.match(/^\(min-width: (\d+)px\)$/);
    expect(
      stylesheet,
      "app.css sets --font-sans to the brand font from a width in rem",
    ).not.toBeNull();
    expect(script, "brandFontMedia is a min-width in px").not.toBeNull();
    expect(Number(stylesheet![1]) * 16).toBe(Number(script![1]));
  });
});
