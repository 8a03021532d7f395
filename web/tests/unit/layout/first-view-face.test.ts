import { createRequire } from "node:module";
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  arabicHeadline,
  faces,
  firstViewFaceFor,
  headlineText,
  latinHeadline,
  roundTrips,
  withinHtmlBudget,
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
const arabicScript = brandFontScript(
  ["/assets/instrument-sans-abc.woff2", "/assets/noto-sans-arabic-def.woff2"],
  { arabic: true },
);
/** The faces' base64 as the build wrote them into the script: Latin first, then Arabic. */
const latinBase64 = (html: string) => /\[\["([A-Za-z0-9+/=]*)",\{\}\]/.exec(html)?.[1];
const arabicBase64 = (html: string) => /\["([A-Za-z0-9+/=]*)",\{"unicodeRange":/.exec(html)?.[1];

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
    const base64 = latinBase64(written!.html);
    expect(base64).toBeTruthy();
    expect(Buffer.from(base64!, "base64")).toHaveLength(written!.bytes);
    // A few glyphs: a few kilobytes at most in the page.
    expect(written!.bytes).toBeGreaterThan(0);
    expect(written!.bytes).toBeLessThan(3000);
  });

  it("leaves a page without a headline an empty face, and a page without the script alone", async () => {
    const written = await writeFirstViewFace(page(script, "<p>No headline</p>"));
    expect(written).toEqual({ html: expect.any(String), bytes: 0 });
    expect(latinBase64(written!.html)).toBe("");
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
    const written = await writeFirstViewFace(arabic);
    expect(written).toEqual({ html: expect.any(String), bytes: 0 });
    expect(latinBase64(written!.html)).toBe("");
  });

  it("gives an Arabic page's headline a second face of its Arabic letters, shaped as the full face shapes them", async () => {
    expect(arabicHeadline("حلول Kaveri Cloud للمؤسسات")).toBe("حلولللمؤسسات");
    expect(script).not.toContain(firstViewFace.arabicPlaceholder);
    expect(arabicScript.split(firstViewFace.arabicPlaceholder)).toHaveLength(2);
    const written = await writeFirstViewFace(
      page(arabicScript, `<h1>تواصل مع Kaveri</h1><span id="first-screen-end" hidden=""></span>`),
    );
    expect(written!.html).not.toContain(firstViewFace.arabicPlaceholder);
    const latin = Buffer.from(latinBase64(written!.html)!, "base64");
    const arabic = Buffer.from(arabicBase64(written!.html)!, "base64");
    expect(latin.length).toBeGreaterThan(0);
    expect(arabic.length).toBeGreaterThan(0);
    expect(latin.length + arabic.length).toBe(written!.bytes);
    // A headline's letters with their joining forms: a few kilobytes at most.
    expect(arabic.length).toBeLessThan(8000);
    const face = fontkit.create(arabic);
    expect(face.familyName).toBe("Noto Sans Arabic");
    expect(face.variationAxes).toEqual({});
    for (const c of "تواصل مع")
      if (c !== " ") expect(face.glyphForCodePoint(c.codePointAt(0)!).id, c).not.toBe(0);
    // Shaped: the joined word uses other glyphs (initial, medial, final forms) than its letters alone.
    const shaped = (face as unknown as { layout(text: string): { glyphs: { id: number }[] } })
      .layout("تواصل")
      .glyphs.map((g) => g.id);
    const alone = [..."تواصل"].map((c) => face.glyphForCodePoint(c.codePointAt(0)!).id);
    expect(shaped.slice().reverse()).not.toEqual(alone);
    expect(shaped).not.toEqual(alone);
    // Its spaces come from the Latin face when there is one; else the Arabic face has them
    // (a face of a space alone is refused by the browser).
    expect(face.glyphForCodePoint(0x20).id).toBe(0);
    const arabicOnly = await writeFirstViewFace(
      page(arabicScript, `<h1>لنتحدث عن مشروعك</h1><span id="first-screen-end" hidden=""></span>`),
    );
    expect(latinBase64(arabicOnly!.html)).toBe("");
    const spaced = fontkit.create(Buffer.from(arabicBase64(arabicOnly!.html)!, "base64"));
    expect(spaced.glyphForCodePoint(0x20).id).not.toBe(0);
  });

  it("brings a phone every face of its page's stack from its second page on (the Arabic face too)", () => {
    const urls = ["/assets/instrument-sans-abc.woff2", "/assets/noto-sans-arabic-def.woff2"];
    const two = brandFontScript(urls);
    for (const url of urls) expect(two).toContain(JSON.stringify(url));
    // Remembered together: a cache holding only the brand face does not mark the page.
    expect(two).toContain(JSON.stringify(urls.join(" ")));
    expect(brandFontScript(urls[0]!)).toContain(`fetched === ${JSON.stringify(urls[0])}`);
  });

  it("leaves the faces out of a page they would push past the HTML budget (40,000 B gzip)", () => {
    // Random bytes do not compress: their base64 gzips back to about the bytes themselves.
    const noise = (bytes: number) => randomBytes(bytes).toString("base64");
    expect(withinHtmlBudget(page("", noise(38_000)))).toBe(true);
    expect(withinHtmlBudget(page("", noise(41_000)))).toBe(false);
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
