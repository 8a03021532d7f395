// Hashes every inline script of every page for the server's Content-Security-Policy: the
// server reads `.csp-hashes.json` ({ "<page path>": ["sha256-…"] }) at start and sends each
// page its own list, so no page needs 'unsafe-inline'. Data blocks (JSON-LD, JSON) do not run
// and are not hashed; speculation rules do not run either, but Chromium checks an inline rule
// set against script-src all the same, so they are. A dotfile: the server never serves it.
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { htmlPages } from "./html-files.mjs";

export const CSP_HASHES_FILE = ".csp-hashes.json";

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
export const EXECUTABLE_TYPES = new Set(["", "module", "text/javascript", "application/javascript"]);
/** What script-src governs: the executable types and the speculation rules. */
const CHECKED_TYPES = new Set([...EXECUTABLE_TYPES, "speculationrules"]);

/** The CSP hash sources of a page's inline scripts that script-src governs. */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1]?.toLowerCase() ?? "";
    if (!CHECKED_TYPES.has(type)) continue;
    hashes.add(`sha256-${createHash("sha256").update(body, "utf8").digest("base64")}`);
  }
  return [...hashes];
}

export async function run(clientDir) {
  const byPage = {};
  let total = 0;
  // The team console's shell is no page of the site (html-files.mjs) but runs scripts all the same.
  const teamShell = join(clientDir, "team", "index.html");
  const files = [
    ...(await htmlPages(clientDir)).map((page) => page.file),
    ...(existsSync(teamShell) ? [teamShell] : []),
  ];
  for (const file of files) {
    const hashes = inlineScriptHashes(await readFile(file, "utf8"));
    byPage[relative(clientDir, file).split(sep).join("/")] = hashes;
    total += hashes.length;
  }
  await writeFile(join(clientDir, CSP_HASHES_FILE), `${JSON.stringify(byPage, null, 1)}\n`);
  return `${total} inline scripts hashed over ${Object.keys(byPage).length} pages`;
}
