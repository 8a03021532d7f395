import { Link } from "react-router";
import { ui } from "~/content/ui";
import { Isolated } from "./EnglishOnly";

/** A breadcrumb trail: links up to the current page, which is named last with aria-current. */
export function Breadcrumbs({
  trail,
  current,
  currentInEnglish,
}: {
  trail: readonly { name: string; path: string }[];
  current: string;
  /** The current page's name is English text (a post or job shown from English). */
  currentInEnglish?: boolean;
}) {
  return (
    <nav aria-label={ui.landmarks.breadcrumb}>
      <ol className="flex flex-wrap items-center gap-2 text-sm text-ink-muted">
        {trail.map((crumb) => (
          <li key={crumb.path} className="flex items-center gap-2">
            <Link to={crumb.path} className="font-medium text-brand-700 hover:underline">
              {crumb.name}
            </Link>
            <span aria-hidden="true">/</span>
          </li>
        ))}
        <li aria-current="page" className="text-ink">
          <Isolated english={currentInEnglish}>{current}</Isolated>
        </li>
      </ol>
    </nav>
  );
}
