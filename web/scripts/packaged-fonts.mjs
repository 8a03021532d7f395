// The faces the build draws and measures text with, every one from an npm package of
// devDependencies, so that the build reads no font of the machine's and draws the same on any
// machine (a bare node:24-bookworm-slim too, which has no fonts and no fontconfig):
// - Arimo (SIL OFL 1.1), the metric twin of Arial that Liberation Sans 2 was made from: the
//   product screens' and the social cards' Latin text, and the fallback face's metrics (fonts.mjs);
// - DejaVu Sans and DejaVu Sans Mono (Bitstream Vera licence, DejaVu changes public domain):
//   sans-serif and monospace, which draw the symbols Arimo lacks (✓ ✦) as on Debian;
// - Noto Sans JP (OFL): Japanese social cards; Noto Sans Arabic and Noto Naskh Arabic (OFL):
//   Arabic cards, and Naskh the Arabic fallback face's metrics (fonts.mjs).
// The @fontsource packages ship WOFF2 only, which the fontconfig in sharp's libvips cannot scan:
// these ship TrueType files.
//
// sharp draws an SVG's text through librsvg, Pango and fontconfig. Importing this module writes a
// fontconfig configuration that lists only these files (node_modules/.cache/fontconfig/fonts.conf,
// its cache beside it) and points FONTCONFIG_FILE at it for this process and its children, before
// any text is drawn: fontconfig reads the variable once, when it first loads. The system's
// configuration and fonts are then never consulted, whatever FONTCONFIG_FILE said before. Its
// rules are Debian's defaults that matter here, over these faces: Arial, Helvetica and Liberation
// Sans are drawn in Arimo; sans-serif is DejaVu Sans, monospace DejaVu Sans Mono; a face asked
// for by a name not listed falls back to sans-serif; antialiased, slight hinting.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const require = createRequire(import.meta.url);
const packageDir = (name) => dirname(require.resolve(`${name}/package.json`));
const packageVersion = (name) =>
  JSON.parse(readFileSync(require.resolve(`${name}/package.json`), "utf8")).version;

/**
 * Each family, its package and its files by weight (the weights the drawings use: 400 and 700,
 * as Debian's Liberation Sans and DejaVu have; a 500 or 600 would change which face a 600 gets).
 */
export const packagedFaces = [
  {
    family: "Arimo",
    package: "@expo-google-fonts/arimo",
    files: { 400: "400Regular/Arimo_400Regular.ttf", 700: "700Bold/Arimo_700Bold.ttf" },
  },
  {
    family: "DejaVu Sans",
    package: "dejavu-fonts-ttf",
    files: { 400: "ttf/DejaVuSans.ttf", 700: "ttf/DejaVuSans-Bold.ttf" },
  },
  {
    family: "DejaVu Sans Mono",
    package: "dejavu-fonts-ttf",
    files: { 400: "ttf/DejaVuSansMono.ttf", 700: "ttf/DejaVuSansMono-Bold.ttf" },
  },
  {
    family: "Noto Sans JP",
    package: "@expo-google-fonts/noto-sans-jp",
    files: { 400: "400Regular/NotoSansJP_400Regular.ttf", 700: "700Bold/NotoSansJP_700Bold.ttf" },
  },
  {
    family: "Noto Sans Arabic",
    package: "@expo-google-fonts/noto-sans-arabic",
    files: {
      400: "400Regular/NotoSansArabic_400Regular.ttf",
      700: "700Bold/NotoSansArabic_700Bold.ttf",
    },
  },
  {
    family: "Noto Naskh Arabic",
    package: "@expo-google-fonts/noto-naskh-arabic",
    files: {
      400: "400Regular/NotoNaskhArabic_400Regular.ttf",
      700: "700Bold/NotoNaskhArabic_700Bold.ttf",
    },
  },
];

/** The absolute path of a family's file at a weight (400 or 700). */
export function fontFile(family, weight = 400) {
  const face = packagedFaces.find((f) => f.family === family);
  if (!face?.files[weight]) throw new Error(`packaged fonts: no ${family} at ${weight}`);
  return join(packageDir(face.package), face.files[weight]);
}

/** Every packaged file, absolute. */
export const fontFiles = () =>
  packagedFaces.flatMap((face) =>
    Object.keys(face.files).map((w) => fontFile(face.family, Number(w))),
  );

// Debian's defaults (conf.d 10-hinting-slight, 10-yes-antialias, 30-metric-aliases, 49-sansserif,
// 60-latin), in the order fontconfig applies them.
const rules = `
  <match target="pattern"><edit name="antialias" mode="append"><bool>true</bool></edit></match>
  <match target="pattern"><edit name="hintstyle" mode="append"><const>hintslight</const></edit></match>
  <alias binding="same"><family>Liberation Sans</family><accept><family>Arimo</family></accept></alias>
  <alias binding="same"><family>Arial</family><accept><family>Arimo</family></accept></alias>
  <alias binding="same"><family>Helvetica</family><accept><family>Arimo</family></accept></alias>
  <match target="pattern"><edit name="family" mode="append_last"><string>sans-serif</string></edit></match>
  <alias><family>sans-serif</family><prefer><family>DejaVu Sans</family><family>Arimo</family><family>Noto Sans JP</family><family>Noto Sans Arabic</family></prefer></alias>
  <alias><family>monospace</family><prefer><family>DejaVu Sans Mono</family></prefer></alias>`;

const xml = (text) => text.replace(/[<>&]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The configuration for a folder `cacheDir`: the packaged files only, Debian's rules. */
export function fontconfigText(cacheDir) {
  const files = fontFiles();
  const dirs = [...new Set(files.map((file) => dirname(file)))];
  // fontconfig scans folders: DejaVu's holds 22 faces, of which the four listed are accepted.
  return `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<!-- Written by web/scripts/packaged-fonts.mjs at each build: edit that file, not this one. -->
<fontconfig>
${dirs.map((dir) => `  <dir>${xml(dir)}</dir>`).join("\n")}
  <cachedir>${xml(cacheDir)}</cachedir>
  <selectfont>
    <acceptfont>${files.map((file) => `<glob>${xml(file)}</glob>`).join("")}</acceptfont>
    <rejectfont>${dirs.map((dir) => `<glob>${xml(dir)}/*</glob>`).join("")}</rejectfont>
  </selectfont>${rules}
</fontconfig>
`;
}

/**
 * What the drawings depend on besides their own text: the packages' versions, the files and the
 * rules. The drawing caches (social cards, product screens) key on it, so a new face redraws.
 */
export const fontsKey = createHash("sha256")
  .update(rules)
  .update(
    JSON.stringify(
      packagedFaces.map((face) => [face.package, packageVersion(face.package), face.files]),
    ),
  )
  .digest("hex")
  .slice(0, 8);

const configDir = fileURLToPath(new URL("../node_modules/.cache/fontconfig/", import.meta.url));

/** Writes the configuration (only when it changes, atomically: parallel builds share it) and points FONTCONFIG_FILE at it. */
export function useFontconfig(dir = configDir) {
  const file = join(dir, "fonts.conf");
  const text = fontconfigText(join(dir, "cache"));
  mkdirSync(join(dir, "cache"), { recursive: true });
  if (!existsSync(file) || readFileSync(file, "utf8") !== text) {
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, text);
    renameSync(tmp, file);
  }
  process.env.FONTCONFIG_FILE = file;
  return file;
}

export const fontconfigFile = useFontconfig();

let coverage;
/**
 * The code points a packaged face maps: fontconfig falls back to any face of its configuration.
 * The regular faces suffice (a bold one lacking a glyph gets it from its regular face).
 */
async function coveredCodePoints() {
  const fontkit = await import("fontkit");
  const set = new Set();
  for (const { family } of packagedFaces)
    for (const cp of fontkit.openSync(fontFile(family)).characterSet) set.add(cp);
  return set;
}

/** The characters of `text` that no packaged face can draw (they would be drawn as empty boxes). */
export async function uncovered(text) {
  const covered = await (coverage ??= coveredCodePoints());
  return [...new Set(text)].filter(
    (c) => !/[\s\p{Cc}\p{Cf}]/u.test(c) && !covered.has(c.codePointAt(0)),
  );
}
