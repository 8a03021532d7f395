// og/case-studies/<slug>.png: each case study's social card (Open Graph, Twitter and the image of
// its Article JSON-LD), the client and title over the study's own artwork.
import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import { loadContent } from "../content/load.ts";
import { card } from "./social-cards.mjs";

export async function run(clientDir) {
  const studies = loadContent()["case-studies"];
  const dir = join(clientDir, "og", "case-studies");
  await mkdir(dir, { recursive: true });
  for (const study of studies) {
    const [headline] = study.outcomes;
    await card(study.image, { eyebrow: `Case study · ${study.client}`, title: study.title, description: `${headline.value} ${headline.label}` }, join(dir, `${study.slug}.png`));
  }
  return `${studies.length} cards`;
}
