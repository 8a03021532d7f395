import { ui } from "~/content/ui";
import type { LegalDocument } from "~/lib/legal-document";
import { CountingControl } from "./CountingControl";

const bodyClass = "leading-7 text-ink-muted [&_a]:text-brand-700 [&_a]:underline [&_p]:mt-3";

/** A legal text: last-updated date, a contents list and numbered sections with anchors. */
export function LegalDocumentView({ document }: { document: LegalDocument }) {
  const anchor = (index: number) => `section-${index + 1}`;
  return (
    <div className="container-page grid gap-12 py-16 lg:grid-cols-[16rem_1fr]">
      <nav aria-labelledby="legal-contents" className="lg:sticky lg:top-24 lg:self-start">
        <h2
          id="legal-contents"
          className="text-sm font-semibold uppercase tracking-wider text-brand-700"
        >
          {ui.legal.contents}
        </h2>
        <ol className="mt-4 space-y-2 text-sm">
          {document.sections.map((section, index) => (
            <li key={section.heading}>
              <a
                href={`#${anchor(index)}`}
                className="text-ink-muted hover:text-brand-700 hover:underline"
              >
                {index + 1}. {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="max-w-3xl">
        <p data-pagefind-ignore className="text-sm text-ink-muted">
          {ui.legal.lastUpdated}{" "}
          <time dateTime={document.lastUpdated}>{document.lastUpdatedText}</time>
        </p>
        <p className="mt-4 text-lg leading-8 text-ink">{document.intro}</p>
        {document.sections.map((section, index) => (
          <section
            key={section.heading}
            id={anchor(index)}
            aria-labelledby={`${anchor(index)}-title`}
            className="mt-10 scroll-mt-24"
          >
            <h2 id={`${anchor(index)}-title`} className="text-xl font-semibold text-ink">
              {index + 1}. {section.heading}
            </h2>
            {/* The section's paragraphs, rendered from the document's Markdown at build time. */}
            <div className={bodyClass} dangerouslySetInnerHTML={{ __html: section.html }} />
            {section.afterControl !== undefined && document.countingControl && (
              <>
                <CountingControl words={document.countingControl} />
                {section.afterControl && (
                  <div
                    className={bodyClass}
                    dangerouslySetInnerHTML={{ __html: section.afterControl }}
                  />
                )}
              </>
            )}
          </section>
        ))}
      </div>
    </div>
  );
}
