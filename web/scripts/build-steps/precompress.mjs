// Writes brotli (.br) and gzip (.gz) siblings of every text file, at maximum compression, once
// at build time; the server picks one by Accept-Encoding. Kept only when it saves bytes.
import { readdir, readFile, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const COMPRESSIBLE = /\.(html|js|mjs|css|svg|json|xml|txt|map|webmanifest|ico|yml|yaml)$/i;
const MIN_BYTES = 512;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export async function run(clientDir) {
  const entries = await readdir(clientDir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((e) => e.isFile() && COMPRESSIBLE.test(e.name) && !e.name.startsWith("."))
    .map((e) => join(e.parentPath, e.name));
  let written = 0;
  const compress = async (file) => {
    const body = await readFile(file);
    if (body.length < MIN_BYTES) return;
    const variants = await Promise.all([
      brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }).then((compressed) => [".br", compressed]),
      gzipAsync(body, { level: 9 }).then((compressed) => [".gz", compressed]),
    ]);
    for (const [suffix, compressed] of variants) {
      if (compressed.length >= body.length * 0.95) continue;
      await writeFile(file + suffix, compressed);
      written += 1;
    }
  };
  // zlib runs on libuv's thread pool: a few files at a time use every core.
  const queue = [...files];
  const lanes = Math.max(2, availableParallelism());
  await Promise.all(
    Array.from({ length: lanes }, async () => {
      for (let file = queue.shift(); file; file = queue.shift()) await compress(file);
    }),
  );
  return `${written} compressed siblings for ${files.length} files`;
}
