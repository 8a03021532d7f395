import { createRequire } from "node:module";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  faces,
  firstViewFaceFor,
  headlineText,
  latinHeadline,
  roundTrips,
  writeFirstViewFace,
} from "../../../scripts/build-steps/fonts.mjs";
import { brandFontScript } from "../../../app/lib/inline-scripts/brand-font";
import { firstViewFace } from "../../../app/lib/inline-scripts/first-view-face";

// A phone's first page draws its <h1> in a face of that headline's glyphs, written into the page
// at build (scripts/build-steps/fonts.mjs, docs/decisions/007-first-view-headline-face.md).

const require = createRequire(import.meta.url);
type Font = {
  familyName: string;
  unitsPerEm: number;
  ascent: number;
  descent: number;
  lineGap: number;
  variationAxes: Record<string, unknown>;
  glyphForCodePoint(cp: number): { id: number; advanceWidth: number };
  getVariation(settings: Record<string, number>): Font;
};
const fontkit = require("fontkit") as { create(buffer: Buffer): Font };

const page = (head: string, body: string) =>
  `<!DOCTYPE html><html><head><script>${head}</script></head><body>${body}</body></html>`;
const script = brandFontScript("/assets/instrument-sans-abc.woff2");

describe("the first view's headline face", () => {
  it("takes the text of the page's <h1> in its first screen, entities decoded", () => {
    const html = page(
      "",
      `<section><p>Eyebrow</p><h1 id="t" class="x">Let&#x27;s talk &amp; <span>plan</span>  it</h1><span id="first-screen-end" hidden=""></span></section><h1>Later</h1>`,
    );
    expect(headlineText(html)).toBe("Let's talk & plan it");
    expect(
      headlineText(page("", `<span id="first-screen-end" hidden=""></span><h1>Below</h1>`)),
    ).toBe("");
  });

  it("is written over the head script's placeholder, once, as base64 of the face", async () => {
    expect(script.split(firstViewFace.placeholder)).toHaveLength(2);
    const html = page(
      script,
      `<h1>Cloud Services</h1><span id="first-screen-end" hidden=""></span>`,
    );
    const written = await writeFirstViewFace(html);
    expect(written).not.toBeNull();
    expect(written!.html).not.toContain(firstViewFace.placeholder);
    const base64 = /atob\("([A-Za-z0-9+/=]*)"\)/.exec(written!.html)?.[1];
    expect(base64).toBeTruthy();
    expect(Buffer.from(base64!, "base64")).toHaveLength(written!.bytes);
    // A few glyphs: a few kilobytes at most in the page.
    expect(written!.bytes).toBeGreaterThan(0);
    expect(written!.bytes).toBeLessThan(3000);
  });

  it("leaves a page without a headline an empty face, and a page without the script alone", async () => {
    const written = await writeFirstViewFace(page(script, "<p>No headline</p>"));
    expect(written).toEqual({ html: expect.stringContaining('atob("")'), bytes: 0 });
    expect(await writeFirstViewFace(page("", "<h1>No script</h1>"))).toBeNull();
  });

  it("has every glyph of the headline, with the full font's metrics at the headline's weight", async () => {
    const text = "Let’s talk about your project — Cloud Services 12 AI";
    const face = fontkit.create(Buffer.from(await firstViewFaceFor(text)));
    // The variable font the full face is cut from, at the same weight (a browser draws the full
    // face this way); the face is a static instance of it, in whole font units.
    const subsetFont = require("subset-font") as (
      source: Buffer,
      text: undefined,
      options: object,
    ) => Promise<Buffer>;
    const source = readFileSync(
      require.resolve(`@fontsource-variable/instrument-sans/files/${faces[0]!.source}`),
    );
    const full = fontkit
      .create(
        await subsetFont(source, undefined, { targetFormat: "truetype", keepAllGlyphs: true }),
      )
      .getVariation({ wght: firstViewFace.weight });
    expect(face.familyName).toBe("Instrument Sans");
    expect(face.variationAxes).toEqual({});
    for (const key of ["unitsPerEm", "ascent", "descent", "lineGap"] as const)
      expect(face[key], key).toBe(full[key]);
    for (const c of new Set(text)) {
      const glyph = face.glyphForCodePoint(c.codePointAt(0)!);
      expect(glyph.id, `"${c}" is in the face`).not.toBe(0);
      expect(glyph.advanceWidth, `"${c}"'s advance`).toBe(
        Math.round(full.glyphForCodePoint(c.codePointAt(0)!).advanceWidth),
      );
    }
  });

  it("cuts only a headline's Latin words: an Arabic or Japanese headline keeps its brand names, or gets no face", async () => {
    // docs/decisions/008: the headline face is Latin; the page's other letters come from its stack.
    expect(latinHeadline("حلول Kaveri Cloud للمؤسسات")).toBe("Kaveri Cloud");
    expect(latinHeadline("クラウドで、Kaveri Digital と。")).toBe("Kaveri Digital");
    expect(latinHeadline("خدماتنا السحابية")).toBe("");
    expect(latinHeadline("お問い合わせ")).toBe("");
    expect(latinHeadline("Let’s talk — Cloud Services")).toBe("Let’s talk — Cloud Services");
    const arabic = page(script, `<h1>تواصل معنا</h1><span id="first-screen-end" hidden=""></span>`);
    expect(await writeFirstViewFace(arabic)).toEqual({
      html: expect.stringContaining('atob("")'),
      bytes: 0,
    });
  });

  it("brings a phone every face of its page's stack from its second page on (the Arabic face too)", () => {
    const urls = ["/assets/instrument-sans-abc.woff2", "/assets/noto-sans-arabic-def.woff2"];
    const two = brandFontScript(urls);
    for (const url of urls) expect(two).toContain(JSON.stringify(url));
    // Remembered together: a cache holding only the brand face does not mark the page.
    expect(two).toContain(JSON.stringify(urls.join(" ")));
    expect(brandFontScript(urls[0]!)).toContain(`fetched === ${JSON.stringify(urls[0])}`);
  });

  it("counts a document's round trips as TCP's slow start delivers it: 14,600 B, then twice as much", () => {
    // The build leaves the face out of a page it would push into another round trip.
    expect(roundTrips(1)).toBe(1);
    expect(roundTrips(14_600)).toBe(1);
    expect(roundTrips(14_601)).toBe(2);
    expect(roundTrips(14_600 + 29_200)).toBe(2);
    expect(roundTrips(14_600 + 29_200 + 1)).toBe(3);
  });
});
