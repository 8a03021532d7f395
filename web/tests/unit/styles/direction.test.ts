// Arabic pages carry dir="rtl" and mirror through logical utilities and properties only (one
// stylesheet for both directions, DESIGN.md "Both directions from one stylesheet"). A physical
// utility (`ml-4`, `left-3`, `text-right`, `rounded-l-xl`, `border-r`) would stay put in a
// right-to-left page; this keeps them out of the app, except where the side is not a matter of
// reading direction (centring, a product-screen collage, the motif's lines).
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";

const app = join(import.meta.dirname, "../../../app");
const sources = readdirSync(app, { recursive: true, encoding: "utf8" })
  .filter((file) => /\.(tsx?|css)$/.test(file) && !file.startsWith("generated"))
  .map((file) => [file, readFileSync(join(app, file), "utf8")] as const);

/** Tailwind utilities that name a physical side of the inline axis. */
const physical =
  /(?<![\w-])-?(m[lr]|p[lr]|scroll-m[lr]|scroll-p[lr]|left|right|rounded-[lr]|rounded-[tb][lr]|border-[lr]|text-left|text-right|space-x|origin-(?:left|right)|float-(?:left|right))(?:-[\w[\]().%/+*-]+)?(?![\w-])/g;

/**
 * Places a physical side is right: centring (left-1/2 with -translate-x-1/2 is the same both
 * ways), the home hero's collage of product screens and the flow lines drawn beside it (artwork,
 * not reading order), and the splash's bar, which grows from the start side by a pair
 * (`origin-left rtl:origin-right`: transform-origin has no logical keyword).
 */
const allowed: readonly [file: RegExp, utility: RegExp][] = [
  [/./, /^left-1\/2$/],
  [/sections[/\\]HeroScreens\.tsx$/, /^-?(left|right)-\[/],
  [/site[/\\]Splash\.tsx$/, /^origin-(left|right)$/],
];

/** The class strings of a source: className attributes, string and template literals. */
const utilities = (text: string) =>
  [...text.matchAll(/(["'`])((?:(?!\1)[^\\\n]|\\.)*)\1/g)]
    .map((m) => m[2]!)
    .filter((s) => /\s|^[a-z-]+:|^-?[a-z]+-/.test(s))
    .flatMap((s) => s.split(/\s+/))
    .map((token) => token.replace(/^(?:[\w-]+:|\[[^\]]*\]:)*/, ""));

describe("the layout mirrors right to left", () => {
  test("no physical left/right utility in the app", () => {
    const found = sources
      .filter(([file]) => !file.endsWith(".css"))
      .flatMap(([file, text]) =>
        utilities(text)
          .filter((utility) => {
            physical.lastIndex = 0;
            const match = physical.exec(utility);
            return match !== null && match[0] === utility;
          })
          .filter((utility) => !allowed.some(([f, u]) => f.test(file) && u.test(utility)))
          .map((utility) => `${file}: ${utility}`),
      );
    expect(found).toEqual([]);
  });

  test("no physical left/right property in the app's stylesheets", () => {
    const found = sources
      .filter(([file]) => file.endsWith(".css"))
      .flatMap(([file, text]) =>
        [
          ...text.matchAll(
            /^\s*(margin-(?:left|right)|padding-(?:left|right)|border-(?:left|right)[\w-]*|text-align:\s*(?:left|right)|float|(?:left|right)):/gm,
          ),
        ]
          .map((m) => m[1]!)
          // The header's panels hang centred under it (left: 50% and translate -50%).
          .filter((property) => !(file.endsWith("nav.css") && property === "left"))
          .map((property) => `${file}: ${property}`),
      );
    expect(found).toEqual([]);
  });
});
