import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { iconClass as generatedClass, sprite, spriteIcons } from "../../../art/generators/icons.ts";
import { iconClass } from "../../../app/components/ui/Icon";
import { glyphNames, iconNames } from "../../../app/content/icon-names";

const web = new URL("../../../", import.meta.url);

// The content icons' sprite is generated from one list (art/generators/icons.ts) and the icon
// library's drawings: the committed files must be what the generator writes now, or an icon
// draws another's cell; and every icon content may name has its cell.
describe("the icon sprite", () => {
  it("app/styles/icons.svg and icons.css are what art/generators/icons.ts writes (run it after editing the list)", async () => {
    const { svg, css } = await sprite();
    expect(readFileSync(new URL("app/styles/icons.svg", web), "utf8")).toBe(svg);
    expect(readFileSync(new URL("app/styles/icons.css", web), "utf8")).toBe(css);
  });

  it("draws every icon content may name that is not a glyph, each once, with the class Icon gives it", () => {
    const names = spriteIcons.map(([name]) => name);
    expect(new Set(names).size).toBe(names.length);
    const glyphs = new Set<string>(glyphNames);
    expect(iconNames.filter((name) => !glyphs.has(name) && !names.includes(name))).toEqual([]);
    for (const name of names) expect(iconClass(name)).toBe(generatedClass(name));
  });

  it("is part of the stylesheet", () => {
    expect(readFileSync(new URL("app/styles/app.css", web), "utf8")).toMatch(
      /@import "\.\/icons\.css";/,
    );
  });
});
