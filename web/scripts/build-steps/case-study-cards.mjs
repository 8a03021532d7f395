// og/case-studies/<slug>.png: each case study's social card (Open Graph, Twitter and the image of
// its Article JSON-LD), the client and title over the study's own artwork. Each other language's
// under og/<code>/case-studies/ (drawn where its words differ; see social-cards.mjs).
import { loadContent } from "../content/load.ts";
import { renderCards } from "./social-cards.mjs";

/** The case-study cards of one language, by their path under og/. */
export function caseStudyCardsIn(code, content = loadContent(code)) {
  const english = code === "en";
  const kind = content["page-types"]?.types?.find((t) => t.route === "/resources/case-studies/:slug")?.label ?? "Case study";
  return content["case-studies"].map((study) => {
    const [headline] = study.outcomes;
    return {
      file: `case-studies/${study.slug}.png`,
      art: study.image,
      own: !study.untranslated,
      text: { eyebrow: `${english ? "Case study" : kind} · ${study.client}`, title: study.title, description: `${headline.value} ${headline.label}` },
    };
  });
}

export async function run(clientDir) {
  return renderCards(clientDir, (code) => caseStudyCardsIn(code));
}
