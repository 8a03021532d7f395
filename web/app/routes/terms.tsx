import { PageHero } from "~/components/site/PageHero";
import { LegalDocumentView } from "~/components/sections/LegalDocumentView";
import { termsOfUse } from "~/content/legal";
import { pageIntros } from "~/content/page-intros";
import { innerPageMeta } from "~/lib/page-meta";

const intro = pageIntros.terms;

export const meta = () => innerPageMeta(intro, "/terms");

export default function TermsRoute() {
  return (
    <>
      <PageHero eyebrow={intro.eyebrow} title={intro.title} lead={intro.lead} />
      <LegalDocumentView document={termsOfUse} />
    </>
  );
}
