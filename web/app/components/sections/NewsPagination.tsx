import { Link } from "react-router";
import { newsPagePath } from "~/lib/news-pages";
import { fillPlaceholders } from "~/lib/placeholders";

export interface NewsPaginationLabels {
  pagination: string;
  newer: string;
  older: string;
  page: string;
}

/** Links between the pages of the news index; the current page is marked with aria-current. */
export function NewsPagination({
  page,
  pages,
  labels,
}: {
  page: number;
  pages: number;
  labels: NewsPaginationLabels;
}) {
  if (pages <= 1) return null;
  const link =
    "inline-flex min-h-11 min-w-11 items-center justify-center rounded-full px-4 text-sm font-semibold";
  return (
    <nav aria-label={labels.pagination} className="container-page pb-20">
      <ul className="flex flex-wrap items-center justify-center gap-2 border-t border-line pt-10">
        {page > 1 && (
          <li>
            <Link
              to={newsPagePath(page - 1)}
              rel="prev"
              className={`${link} text-brand-700 hover:bg-brand-50`}
            >
              {labels.newer}
            </Link>
          </li>
        )}
        {Array.from({ length: pages }, (_, index) => index + 1).map((n) => (
          <li key={n}>
            <Link
              to={newsPagePath(n)}
              aria-current={n === page ? "page" : undefined}
              aria-label={fillPlaceholders(labels.page, { count: n })}
              className={`${link} ${n === page ? "bg-brand-600 text-white" : "text-ink hover:bg-brand-50"}`}
            >
              {n}
            </Link>
          </li>
        ))}
        {page < pages && (
          <li>
            <Link
              to={newsPagePath(page + 1)}
              rel="next"
              className={`${link} text-brand-700 hover:bg-brand-50`}
            >
              {labels.older}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
