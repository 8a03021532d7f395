import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { loadContent } from "../../../scripts/content/load.ts";

// The product screens, leader portraits and client wordmarks are SVG files served as they are:
// each stays small, has the size the components reserve for it (no layout shift), and belongs to
// one subject only.
const content = loadContent();
const publicDir = join(import.meta.dirname, "..", "..", "..", "public");
const svgOf = (path: string) => readFileSync(join(publicDir, path), "utf8");

const groups = [
  {
    what: "product screen",
    size: [360, 225],
    files: content.products.products.map((product) => product.screen.src),
  },
  {
    what: "leader portrait",
    size: [320, 240],
    files: content.leaders.map((leader) => leader.portrait),
  },
  {
    what: "client wordmark",
    size: [200, 60],
    files: content.clients.logos.map((logo) => logo.src),
  },
];

describe("proof artwork files", () => {
  for (const { what, size, files } of groups) {
    it(`each ${what} is its own SVG, ${size.join(" × ")}, at most 8 KB gzip`, () => {
      expect(new Set(files).size, `two entries share a ${what}`).toBe(files.length);
      for (const file of files) {
        const svg = svgOf(file);
        expect(svg, file).toMatch(
          new RegExp(
            `^<svg [^>]*width="${size[0]}" height="${size[1]}" viewBox="0 0 ${size[0]} ${size[1]}"`,
          ),
        );
        expect(gzipSync(svg).length, `${file} gzip bytes`).toBeLessThanOrEqual(8 * 1024);
        // Served as an image: nothing that could load or run anything else.
        expect(svg, file).not.toMatch(/<script|<image|href="(?!#)|@import|url\((?!#)/);
      }
    });
  }

  it("names every client whose wordmark is shown among the clients of a sector", () => {
    const sectorClients = content.clients.sectors.flatMap((sector) => sector.clients);
    for (const logo of content.clients.logos) expect(sectorClients, logo.name).toContain(logo.name);
  });
});
