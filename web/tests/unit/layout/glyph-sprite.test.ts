import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { glyphClass, glyphOutputs, glyphs } from "../../../art/generators/glyphs.ts";
import { glyphNames } from "../../../app/content/icon-names";

const web = new URL("../../../", import.meta.url);

// The sprite and its positions are generated from one list (art/generators/glyphs.ts): the
// committed files must be what the generator writes now, or a glyph draws another's cell.
describe("the glyph sprite", () => {
  for (const [path, text] of Object.entries(glyphOutputs())) {
    it(`${path} is what art/generators/glyphs.ts writes (run it after editing the list)`, () => {
      expect(readFileSync(new URL(path, web), "utf8")).toBe(text);
    });
  }

  it("has one cell per glyph, each name once", () => {
    const names = glyphs.map((glyph) => glyph.name);
    expect(new Set(names).size).toBe(names.length);
    const css = glyphOutputs()["app/styles/glyphs.css"]!;
    expect(css.match(/<svg x='/g)).toHaveLength(glyphs.length);
    expect(css).toContain(`mask-size: ${glyphs.length * 100}% 100%`);
    expect(css).toContain(`.${glyphClass(glyphs.at(-1)!.name)} {\n    mask-position: 100% 0;`);
  });

  it("is part of the stylesheet", () => {
    expect(readFileSync(new URL("app/styles/app.css", web), "utf8")).toMatch(
      /@import "\.\/glyphs\.css";/,
    );
  });

  it("draws every glyph content may name", () => {
    const names = new Set(glyphs.map((glyph) => glyph.name));
    expect(glyphNames.filter((name) => !names.has(name))).toEqual([]);
  });
});
