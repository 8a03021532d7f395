import { constants, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { describeJs, isExecutableScriptType, jsFigure } from "../../budgets/page-js.mjs";

describe("isExecutableScriptType", () => {
  it("counts classic and module scripts, whatever the case or spacing", () => {
    for (const type of ["", "module", "text/javascript", "application/javascript", " Module "])
      expect(isExecutableScriptType(type), type).toBe(true);
  });
  it("does not count data blocks", () => {
    for (const type of ["application/json", "application/ld+json", "importmap", "text/plain"])
      expect(isExecutableScriptType(type), type).toBe(false);
  });
});

describe("jsFigure", () => {
  it("adds the scripts as sent to the inline text gzipped at the highest level", () => {
    const inline = "(() => { document.documentElement.dataset.theme = 'dark'; })();\n".repeat(20);
    const gzip = gzipSync(inline, { level: constants.Z_BEST_COMPRESSION }).length;
    const scripts = [
      { url: "http://x/assets/a.js", bytes: 1200 },
      { url: "http://x/assets/b.js", bytes: 300 },
    ];
    expect(jsFigure(scripts, inline)).toEqual({
      total: 1500 + gzip,
      external: 1500,
      inline: gzip,
      scripts,
    });
  });
  it("is zero for a page without scripts", () => {
    expect(jsFigure([], "")).toEqual({ total: 0, external: 0, inline: 0, scripts: [] });
  });
});

describe("describeJs", () => {
  it("names the total and its parts in kB of 1000 bytes", () => {
    const figure = { total: 12_345, external: 8_100, inline: 4_245, scripts: [] };
    expect(describeJs({ ...figure, scripts: [{ url: "a", bytes: 8_100 }] })).toBe(
      "12.3 kB (external 8.1 kB in 1 script, inline 4.2 kB gzip)",
    );
    expect(describeJs(figure)).toBe("12.3 kB (external 8.1 kB in 0 scripts, inline 4.2 kB gzip)");
  });
});
