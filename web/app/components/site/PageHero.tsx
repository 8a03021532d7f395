import type { ReactNode } from "react";
import { FirstScreenEnd } from "~/components/site/FirstScreenEnd";

/**
 * The opening band of an inner page: an eyebrow, the page's one <h1>, a lead, and what the page
 * type puts beside them (`aside`: facts, a featured item, a list; stacked under on a phone).
 * - "listing": compact, for index pages, with something useful on the right;
 * - "editorial": larger type and more air, for the about pages;
 * - "detail": for a subject's own page (its artwork and figures in `aside`, beside the text from
 *   md; a listing's aside, often taller, joins it from lg).
 * The aside says something of the page's own (its product, its proof, its people, its ways in);
 * a page with nothing to show there (a legal text, a thank-you) keeps the text alone, undecorated.
 */
export function PageHero({
  eyebrow,
  title,
  lead,
  children,
  aside,
  variant = "listing",
  asideFrom,
  titleId,
}: {
  eyebrow?: string;
  title: string;
  lead?: string;
  children?: ReactNode;
  aside?: ReactNode;
  variant?: "listing" | "editorial" | "detail";
  /** Show `aside` only from this breakpoint (a phone goes on to the page's content instead). */
  asideFrom?: "lg";
  titleId?: string;
}) {
  const editorial = variant === "editorial";
  const padding =
    variant === "listing" ? "py-12 sm:py-14" : editorial ? "py-16 sm:py-24" : "py-12 sm:py-16";
  return (
    <section
      aria-labelledby={titleId}
      className="relative overflow-hidden border-b border-line bg-surface-muted"
    >
      <div
        className={`container-page relative ${padding} ${aside ? `grid grid-cols-1 items-center gap-10 lg:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)] lg:gap-14 ${variant === "detail" ? "md:grid-cols-2" : ""}` : ""}`}
      >
        <div>
          {eyebrow && (
            <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">
              {eyebrow}
            </p>
          )}
          <h1
            id={titleId}
            className={`mt-3 max-w-3xl font-semibold tracking-tight text-balance text-ink ${editorial ? "text-4xl sm:text-6xl" : "text-4xl sm:text-5xl"} ${jaNarrow}`}
          >
            {title}
          </h1>
          {lead && (
            <p
              className={`mt-5 max-w-2xl text-ink-muted ${editorial ? "text-xl leading-9" : "text-lg leading-8"}`}
            >
              {lead}
            </p>
          )}
          {children}
        </div>
        {aside && (
          <div className={`min-w-0 ${asideFrom === "lg" ? "hidden lg:block" : ""}`}>{aside}</div>
        )}
      </div>
      <FirstScreenEnd />
    </section>
  );
}

/**
 * Below 360 px a Japanese title is set at 2rem: every character is a full em, and at 2.25rem an
 * eight-character phrase ("お聞かせください") is wider than a 320 px line, so it would break inside.
 */
const jaNarrow = "[:root:lang(ja)_&]:max-[22.5rem]:text-[2rem]";
