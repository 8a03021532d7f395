import { PageHero } from "~/components/site/PageHero";
import { LegalDocumentView } from "~/components/sections/LegalDocumentView";
import { privacyPolicy } from "~/content/legal";
import { pageIntros } from "~/content/page-intros";
import { innerPageMeta } from "~/lib/page-meta";

const intro = pageIntros.privacy;

export const meta = () => innerPageMeta(intro, "/privacy");

export default function PrivacyRoute() {
  return (
    <>
      <PageHero eyebrow={intro.eyebrow} title={intro.title} lead={intro.lead} />
      <LegalDocumentView document={privacyPolicy} />
    </>
  );
}
