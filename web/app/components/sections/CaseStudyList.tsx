import { cardGrid } from "~/lib/card-grid";
import { CaseStudyCard, type CaseStudySummary } from "./CaseStudyCard";

/**
 * Case studies laid out by their count, so no row is left half empty: one study is a feature
 * card across the row, two share a row, three or more fill the card grid. Each card spans two
 * rows of the list's grid (its panel and its text), so the cards of a row line up inside too.
 */
export function CaseStudyList({
  studies,
  readMore,
  className = "",
}: {
  studies: readonly CaseStudySummary[];
  readMore: string;
  className?: string;
}) {
  if (studies.length === 1)
    return (
      <ul className={className}>
        <li>
          <CaseStudyCard study={studies[0]!} readMore={readMore} feature />
        </li>
      </ul>
    );
  const grid = cardGrid(studies.length);
  return (
    <ul className={`${grid.list} ${className}`}>
      {studies.map((study, index) => (
        <li
          key={study.slug}
          className={`row-span-2 grid grid-rows-subgrid gap-0 ${index === studies.length - 1 ? grid.last : ""}`}
        >
          <CaseStudyCard study={study} readMore={readMore} subgrid />
        </li>
      ))}
    </ul>
  );
}
