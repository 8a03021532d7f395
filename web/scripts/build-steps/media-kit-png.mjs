// The media kit offers a PNG of the logo mark for tools that cannot use SVG. It is rendered
// from the SVG at build time (sharp), so the two never drift apart.
import { join } from "node:path";
// Before sharp: fontconfig is pointed at the packaged faces before anything is drawn (the mark
// has no text, but this step is the postbuild's first to draw an SVG).
import "../packaged-fonts.mjs";
import sharp from "sharp";

const size = 1024;

export async function run(clientDir) {
  const dir = join(clientDir, "media-kit");
  await sharp(join(dir, "kaveri-digital-mark.svg"), { density: 72 * (size / 256) })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(join(dir, `kaveri-digital-mark-${size}.png`));
  return `kaveri-digital-mark-${size}.png`;
}
