// The team console's shell, team/index.html (routes/team/console.tsx, pre-rendered once): the
// server answers every /team/ path with it. Here it loses the traffic counting script (a staff
// tool's page views are not the site's traffic; the script's element stays, empty, so the app
// hydrates it as it is), and the build stops if the shell could be indexed or holds a site page's
// frame.
import { existsSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";

/** The counting script's endpoint, as app/lib/inline-scripts/count.ts writes it into the script. */
const countEndpoint = "/api/event";

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

export async function run(clientDir) {
  const file = join(clientDir, "team", "index.html");
  if (!existsSync(file)) return "no team console in this build";
  let html = await readFile(file, "utf8");
  let emptied = 0;
  html = html.replace(SCRIPT, (whole, attributes, body) => {
    if (/\bsrc\s*=/i.test(attributes) || !body.includes(`"${countEndpoint}"`)) return whole;
    emptied += 1;
    return `<script${attributes}></script>`;
  });
  if (emptied !== 1) throw new Error(`team-shell: expected one counting script, found ${emptied}`);
  if (!html.includes('<meta name="robots" content="noindex, nofollow"/>'))
    throw new Error("team-shell: team/index.html has no noindex, nofollow robots meta");
  if (/data-pagefind-body|<footer\b/.test(html))
    throw new Error("team-shell: team/index.html holds the site's page frame");
  await writeFile(file, html);
  return `${file.slice(clientDir.length + 1)}: counting script removed`;
}
