import type { ReactNode } from "react";
import { Icon } from "~/components/ui/Icon";

/** A link to another site, opened in a new tab; screen readers hear that it does. */
export function NewTabLink({
  href,
  children,
  className = "",
}: {
  href: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <Icon name="externalLink" className="h-4 w-4 shrink-0" />
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
