// The build reads and draws with the faces of npm packages only (scripts/packaged-fonts.mjs), so
// it builds the same on a machine without fonts (the Dockerfile's node:24-bookworm-slim): the
// font-reading steps are run in a process whose FONTCONFIG_FILE names an empty configuration,
// as such a machine has none (packaged-fonts.run.mjs), and what they saw is checked here.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";

const webDir = fileURLToPath(new URL("../../../", import.meta.url));
const nodeModules = join(webDir, "node_modules");

interface Metrics {
  weight: number;
  sizeAdjust: string;
  ascentOverride: string;
  descentOverride: string;
}
interface GlyphMatch {
  stack: string;
  same: number;
  other: number;
}
interface Run {
  givenConfig: string;
  fontconfigFile: string;
  env: string;
  config: string;
  latin: Metrics[];
  arabic: Metrics[];
  canDrawJa: boolean;
  card: { count: number; of: number };
  kana: GlyphMatch;
  latinGlyph: GlyphMatch;
  screen: { count: number; of: number };
  mapped: string[] | null;
  fontReads: string[];
}

const percent = (value: string) => Number.parseFloat(value);

describe("the build's fonts, on a machine without any", () => {
  let run: Run;
  beforeAll(() => {
    const dir = mkdtempSync(join(tmpdir(), "no-fonts-"));
    const empty = join(dir, "fonts.conf");
    writeFileSync(empty, '<?xml version="1.0"?>\n<fontconfig></fontconfig>\n');
    try {
      const out = execFileSync(process.execPath, [join(webDir, "tests/unit/build-steps/packaged-fonts.run.mjs")], {
        cwd: webDir,
        env: { ...process.env, FONTCONFIG_FILE: empty },
        encoding: "utf8",
        timeout: 60_000,
      });
      run = JSON.parse(out.trim().split("\n").at(-1)!) as Run;
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it("points fontconfig at a configuration of the packaged files only, whatever it was given", () => {
    expect(run.givenConfig).not.toBe(run.fontconfigFile);
    expect(run.env).toBe(run.fontconfigFile);
    const dirs = [...run.config.matchAll(/<(?:dir|cachedir)>([^<]+)</g)].map((m) => m[1]!);
    expect(dirs.length).toBeGreaterThan(5);
    for (const dir of dirs) expect(dir.startsWith(nodeModules)).toBe(true);
    expect(run.config).not.toMatch(/<include|\/usr\/share\/fonts|\/etc\/fonts/);
  });

  it("computes the fallback faces' metrics from packaged files", () => {
    expect(run.latin.map((m) => m.weight)).toEqual([400, 500, 600, 700]);
    for (const m of run.latin) expect(percent(m.sizeAdjust)).toBeGreaterThan(90);
    for (const m of run.latin) expect(percent(m.sizeAdjust)).toBeLessThan(115);
    // The Arabic ones depend on the content only: within 1% of what app.css says (measured with
    // Debian's Noto Naskh Arabic, a version older than the package's: 0.2% narrower).
    const css = readFileSync(join(webDir, "app/styles/app.css"), "utf8");
    const declared = [...css.matchAll(/"Noto Sans Arabic Fallback";[\s\S]*?size-adjust: ([\d.]+)%/g)].map((m) => Number(m[1]));
    expect(declared).toHaveLength(4);
    run.arabic.forEach((m, i) => expect(Math.abs(percent(m.sizeAdjust) - declared[i]!)).toBeLessThan(1));
  });

  it("draws a Japanese card in Japanese, with the packaged face's glyphs", () => {
    expect(run.canDrawJa).toBe(true);
    // Its words take room on the card: far from the same card without them.
    expect(run.card.count / run.card.of).toBeGreaterThan(0.02);
    // あ drawn in the cards' Japanese stack is Noto Sans JP Bold's あ, not an empty box.
    expect(run.kana.same).toBeGreaterThan(0.95);
    expect(run.kana.other).toBeLessThan(0.6);
  });

  it("draws a product screen's text in Arimo", () => {
    expect(run.screen.count / run.screen.of).toBeGreaterThan(0.01);
    expect(run.latinGlyph.same).toBeGreaterThan(0.95);
    expect(run.latinGlyph.other).toBeLessThan(run.latinGlyph.same - 0.1);
  });

  it("opens no font file but the packages'", () => {
    for (const file of run.fontReads) expect(file.startsWith(nodeModules)).toBe(true);
    expect(run.fontReads.some((f) => f.includes("arimo"))).toBe(true);
    // Linux: the files FreeType has mapped are the faces fontconfig resolved.
    if (run.mapped) {
      for (const file of run.mapped) expect(file.startsWith(nodeModules)).toBe(true);
      expect(run.mapped.some((f) => f.endsWith("NotoSansJP_700Bold.ttf"))).toBe(true);
      expect(run.mapped.some((f) => f.endsWith("Arimo_400Regular.ttf"))).toBe(true);
    }
  });
});
