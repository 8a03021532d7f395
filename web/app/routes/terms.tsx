import { PageHero } from "~/components/site/PageHero";
import { LegalDocumentView } from "~/components/sections/LegalDocumentView";
import { termsOfUse } from "~/lib/legal-document";
import { pageIntros } from "~/content/page-intros";
import { innerPageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/terms";

// Content arrives through the loader, which runs at build time: the copy is in the HTML and
// the route's JavaScript carries only the components.
export const loader = () => ({ intro: pageIntros.terms, document: termsOfUse });

export const meta = ({ loaderData }: Route.MetaArgs) => innerPageMeta(loaderData.intro, "/terms");

export default function TermsRoute({ loaderData: { intro, document } }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow={intro.eyebrow} title={intro.title} lead={intro.lead} />
      <LegalDocumentView document={document} />
    </>
  );
}
