// Runs after `react-router build`, over the client output, in this order. Each step is one
// module in build-steps/ exporting `run(clientDir)`. Order matters: steps that read or change
// HTML come before the ones that hash (CSP) and compress it.
import { join } from "node:path";

const clientDir = join(process.env.BUILD_DIR ?? "build", "client");

const steps = [
  "loader-artwork", // artwork only build-time loaders import, from the server build to the client
  "not-found-pages", // /404 and /services/404 become 404.html files the server answers with
  "team-shell", // the team console's shell: no counting script; checked noindex and frameless
  "islands", // each page's island modules into its loader; the public pages' router data files go
  "sitemap", // sitemap.xml and robots.txt from the pre-rendered pages
  "rss", // /whats-new/rss.xml from the news posts
  "media-kit-png", // the media kit's PNG logo, rendered from its SVG
  "social-cards", // og/default.png and og/services/<slug>.png (1200×630) for Open Graph
  "case-study-cards", // og/case-studies/<slug>.png, each case study's card
  "fonts", // reports page characters outside the font subset (written before Vite ran) and its bytes
  "pagefind", // the site search index over the final HTML, in /pagefind/
  "cms", // the content editor at /admin/ (bundle, page, config generated from the schemas)
  "csp", // last to read HTML: hashes each page's inline scripts for the server's CSP
  "precompress", // last of all: .br and .gz siblings of the final files
];

for (const name of steps) {
  const started = performance.now();
  const { run } = await import(`./build-steps/${name}.mjs`);
  const summary = await run(clientDir);
  console.log(`postbuild ${name}: ${summary} (${Math.round(performance.now() - started)} ms)`);
}
