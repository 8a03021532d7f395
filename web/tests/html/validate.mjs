// HTML validation of the built site: the W3C Nu HTML Checker (npm `vnu-jar`, needs Java 11+) over
// every pre-rendered page, in one Java process. Prints "<file>:<line>:<column>: <message>" per
// error and exits 1 if there is any; warnings are printed but do not fail.
//
// Usage: node tests/html/validate.mjs [clientDir]   (default: $STATIC_DIR or build/client)
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { htmlPages } from "../../scripts/build-steps/html-files.mjs";

const webDir = resolve(import.meta.dirname, "../..");
const clientDir = resolve(webDir, process.argv[2] ?? process.env.STATIC_DIR ?? "build/client");
if (!existsSync(join(clientDir, "index.html"))) {
  console.error(`test:html: no build at ${clientDir} (run npm run build first)`);
  process.exit(2);
}

// The package's main export is the path of vnu.jar (a String object).
const vnuJar = String(createRequire(import.meta.url)("vnu-jar"));
const java = process.env.JAVA ?? "java";
// The pages, and the team console's shell (not a page of the site, but served HTML all the same).
const teamShell = join(clientDir, "team", "index.html");
const files = [
  ...(await htmlPages(clientDir)).map((page) => page.file),
  ...(existsSync(teamShell) ? [teamShell] : []),
];

const started = Date.now();
// --format json writes the report to stderr; the exit status is 1 whenever there is an error.
const report = await new Promise((done, fail) => {
  execFile(
    java,
    ["-jar", vnuJar, "--format", "json", ...files],
    { maxBuffer: 256 * 1024 * 1024 },
    (error, stdout, stderr) => {
      if (error && error.code === "ENOENT")
        fail(
          new Error(
            `test:html: '${java}' not found: install a Java runtime (Debian: default-jre-headless)`,
          ),
        );
      else if (!stderr.trim().startsWith("{"))
        fail(new Error(`test:html: the checker failed: ${stderr || stdout || error?.message}`));
      else done(JSON.parse(stderr));
    },
  );
}).catch((error) => {
  console.error(error.message);
  process.exit(2);
});

const where = (message) => {
  const file = message.url ? relative(webDir, fileURLToPath(message.url)) : "(unknown file)";
  return `${file}:${message.lastLine ?? message.firstLine ?? 0}:${message.firstColumn ?? message.lastColumn ?? 0}`;
};
const excerpt = (message) =>
  message.extract ? `  …${message.extract.replace(/\s+/g, " ").trim().slice(0, 160)}…` : "";

// Where the checker lags the HTML standard: a message about markup the standard allows, matched
// by its exact text and the markup it points at, so nothing else is ever let through.
const checkerLags = [
  // The standard lets <link rel="expect"> carry blocking="render" (the first paint waits for an
  // element); the checker still allows `blocking` on rel="stylesheet" only.
  (m) =>
    m.message ===
      "A \u201clink\u201d element with a \u201cblocking\u201d attribute must have a \u201crel\u201d attribute whose value is \u201cstylesheet\u201d." &&
    /<link rel="expect" href="#[\w-]+" blocking="render"\/?>/.test(m.extract ?? ""),
];
const lagging = (message) => checkerLags.some((lag) => lag(message));

// "info" messages without a subtype are notes (such as the trailing slash React writes on void
// elements), not findings.
const errors = report.messages.filter(
  (m) => (m.type === "error" || m.type === "non-document-error") && !lagging(m),
);
const warnings = report.messages.filter((m) => m.type === "info" && m.subType === "warning");

for (const message of warnings)
  console.warn(`warning ${where(message)}: ${message.message}${excerpt(message)}`);
for (const message of errors)
  console.error(`${where(message)}: ${message.message}${excerpt(message)}`);

const seconds = ((Date.now() - started) / 1000).toFixed(1);
console.log(
  `test:html: ${files.length} pages checked in ${seconds} s: ${errors.length} errors, ${warnings.length} warnings`,
);
process.exit(errors.length > 0 ? 1 : 0);
