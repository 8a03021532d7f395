import type { ReactNode } from "react";
import { Icon } from "~/components/ui/Icon";
import { lastWordRuns } from "~/lib/compounds";
import { ui } from "~/content/ui";

/**
 * A link to another site, opened in a new tab; screen readers hear that it does. The icon stays
 * on the line of the text's last word, never wrapped onto a line of its own.
 */
export function NewTabLink({
  href,
  children,
  className = "",
  marks,
}: {
  href: string;
  children: ReactNode;
  className?: string;
  /** More attributes for the link (a goal's `data-goal`, lib/goals.ts). */
  marks?: Readonly<Record<string, string>>;
}) {
  const icon = (
    <Icon name="externalLink" className="ms-1 inline h-4 w-4 shrink-0 align-[-0.125em]" />
  );
  let content: ReactNode = (
    <>
      {children}
      {icon}
    </>
  );
  if (typeof children === "string") {
    const { head, last } = lastWordRuns(children);
    content = (
      <>
        {head}
        <span className="whitespace-nowrap">
          {last}
          {icon}
        </span>
      </>
    );
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className} {...marks}>
      {content}
      <span className="sr-only"> {ui.newTab}</span>
    </a>
  );
}
