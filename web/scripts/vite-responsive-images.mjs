// Vite plugin: `import picture from "…/art/name.svg?responsive"` rasterises the SVG once with
// sharp and emits AVIF and WebP files at several widths; the module's default export is the
// metadata <ResponsiveImage> needs (intrinsic size, srcsets, a fallback URL).
// `?responsive-screen` is for small drawings with fine text (the product screens): the files are
// its own width and twice that, drawn at that density, so the text stays sharp on a phone.
// Encoded files are cached on disk by content hash, so only changed artwork costs build time,
// and parallel builds in different BUILD_DIRs share the cache. The screens' text is drawn in the
// faces of npm packages (./packaged-fonts.mjs, imported before sharp: it points fontconfig at
// them), never the machine's, so the pictures are the same wherever the site is built.
import { createHash } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { basename, join } from "node:path";
import { fileURLToPath } from "node:url";
import { fontsKey } from "./packaged-fonts.mjs";
import sharp from "sharp";

const QUERY = /\?responsive(-screen)?$/;
/** Candidate widths in px; a picture never gets a width above its own. */
export const RESPONSIVE_WIDTHS = [480, 800, 1200, 1600];
const FORMATS = {
  avif: (img) => img.avif({ quality: 50, effort: 2 }),
  webp: (img) => img.webp({ quality: 72 }),
};
const CACHE_VERSION = "1";
const cacheDir = fileURLToPath(
  new URL("../node_modules/.cache/responsive-images/", import.meta.url),
);

function intrinsicSize(svg) {
  const width = Number(svg.match(/<svg[^>]*\swidth="(\d+(?:\.\d+)?)"/)?.[1]);
  const height = Number(svg.match(/<svg[^>]*\sheight="(\d+(?:\.\d+)?)"/)?.[1]);
  if (!width || !height)
    throw new Error("responsive image: the <svg> needs numeric width and height");
  return { width, height };
}

async function cached(key, produce) {
  const file = join(cacheDir, key);
  try {
    return await readFile(file);
  } catch {
    const data = await produce();
    await mkdir(cacheDir, { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    await writeFile(tmp, data);
    await rename(tmp, file);
    return data;
  }
}

/** How wide the ink of `text` is, drawn as the screens draw their text. */
async function inkWidth(text) {
  const probe = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="40"><text x="0" y="30" font-size="24" font-family="Helvetica, Arial, sans-serif">${text}</text></svg>`;
  const { data, info } = await sharp(Buffer.from(probe))
    .ensureAlpha()
    .extractChannel(3)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const columns = [];
  for (let i = 0; i < data.length; i++) if (data[i] > 0) columns.push(i % info.width);
  return columns.length ? Math.max(...columns) - Math.min(...columns) + 1 : 0;
}

/**
 * Without a face fontconfig can load, librsvg draws each character as the same empty box (or
 * nothing), and the pictures would lose their words silently (packaged-fonts.mjs names the
 * files). A real face draws "WWWW" far wider than "iiii"; boxes draw them alike. Fails the build.
 */
let fontsChecked;
async function assertFontsDrawText() {
  const [narrow, wide] = [await inkWidth("iiii"), await inkWidth("WWWW")];
  if (!(narrow > 0 && wide > 2 * narrow)) {
    throw new Error(
      `responsive image: no font draws the product screens' text ("iiii" ${narrow} px, "WWWW" ${wide} px wide): run npm install (the faces of scripts/packaged-fonts.mjs)`,
    );
  }
}

/** One SVG drawn to PNG: at 72 dpi (its own size), a screen at twice that (then scaled). */
export async function rasterise(source, screen) {
  if (screen) await (fontsChecked ??= assertFontsDrawText());
  return sharp(source, { density: screen ? 144 : 72 })
    .png()
    .toBuffer();
}

/** Every width × format of one SVG, encoded (or read from the cache). */
async function encodeAll(source, hash, size, screen) {
  const widths = screen
    ? [size.width, size.width * 2]
    : RESPONSIVE_WIDTHS.filter((w) => w < size.width).concat(size.width);
  let raster;
  const rasterOnce = async () => (raster ??= await rasterise(source, screen));
  const files = [];
  for (const width of widths) {
    for (const [format, encode] of Object.entries(FORMATS)) {
      // A screen's text is drawn: its pictures change with the faces (fontsKey).
      const key = `${CACHE_VERSION}-${hash}${screen ? `-2x-${fontsKey}` : ""}-${width}.${format}`;
      const data = await cached(key, async () =>
        encode(sharp(await rasterOnce()).resize(width)).toBuffer(),
      );
      files.push({ width, format, data, cacheFile: join(cacheDir, key) });
    }
  }
  return files;
}

export function responsiveImages() {
  let isBuild = false;
  return {
    name: "kaveri:responsive-images",
    enforce: "pre",
    configResolved(config) {
      isBuild = config.command === "build";
    },
    async load(id) {
      const query = id.match(QUERY);
      if (!query) return null;
      const path = id.slice(0, query.index);
      const screen = query[1] !== undefined;
      this.addWatchFile(path);
      const source = await readFile(path);
      const svg = source.toString("utf8");
      const size = intrinsicSize(svg);
      const hash = createHash("sha256").update(source).digest("hex").slice(0, 10);
      const name = basename(path, ".svg");
      const files = await encodeAll(source, hash, size, screen);
      const urls = files.map((f) => {
        if (!isBuild) return { ...f, url: `/@fs${f.cacheFile}` };
        const fileName = `assets/art/${name}-${f.width}w-${hash}.${f.format}`;
        this.emitFile({ type: "asset", fileName, source: f.data });
        return { ...f, url: `/${fileName}` };
      });
      const srcset = (format) =>
        urls
          .filter((u) => u.format === format)
          .map((u) => `${u.url} ${u.width}w`)
          .join(", ");
      const fallback = urls.find((u) => u.format === "webp" && u.width >= 800) ?? urls.at(-1);
      const meta = {
        width: size.width,
        height: size.height,
        avif: srcset("avif"),
        webp: srcset("webp"),
        src: fallback.url,
      };
      return `export default ${JSON.stringify(meta)};`;
    },
  };
}
