import type { ReactNode } from "react";
import { Icon } from "~/components/ui/Icon";
import { lastWordRuns } from "~/lib/compounds";
import { ui } from "~/content/ui";

/**
 * The mark of a link to another site: the external-link icon (an inline block, so it has its
 * size inside a line of text). The words that go with it are `ExternalLinkText`.
 */
export function ExternalLinkIcon({ className = "" }: { className?: string }) {
  return (
    <Icon
      name="externalLink"
      className={`ms-1 inline-block h-4 w-4 shrink-0 align-[-0.125em] ${className}`}
    />
  );
}

/** What screen readers hear after a link to another site ("(external site, opens in a new tab)"). */
export function ExternalLinkText({ label = ui.newTab }: { label?: string }) {
  return <span className="sr-only"> {label}</span>;
}

/**
 * The visible words of a link with the mark after them: the icon stays on the line of the last
 * word, never wrapped onto a line of its own. `name` (a product's, a brand's) is set in an
 * isolate of its own, so in Arabic "زيارة Kaveri Calendar" keeps the name's words in order. One
 * span, so a link laid out as flex sees one item (no gap between the words).
 */
function MarkedWords({ text, name }: { text: string; name?: string }) {
  const at = name ? text.indexOf(name) : -1;
  if (!name || at < 0) {
    const { head, last } = lastWordRuns(text);
    return (
      <span>
        {head}
        <span className="whitespace-nowrap">
          {last}
          <ExternalLinkIcon />
        </span>
      </span>
    );
  }
  const before = text.slice(0, at);
  const after = text.slice(at + name.length);
  if (after.trim() === "")
    return (
      <span>
        {before}
        <span className="whitespace-nowrap">
          <bdi>{name}</bdi>
          <ExternalLinkIcon />
        </span>
      </span>
    );
  const { head, last } = lastWordRuns(after);
  return (
    <span>
      {before}
      <bdi>{name}</bdi>
      {head}
      <span className="whitespace-nowrap">
        {last}
        <ExternalLinkIcon />
      </span>
    </span>
  );
}

/**
 * A link to another site, opened in a new tab: marked by the external-link icon, and screen
 * readers hear that it leads away. Say in the words where it goes ("Visit Kaveri Calendar").
 */
export function NewTabLink({
  href,
  children,
  name,
  className = "",
  marks,
  label,
}: {
  href: string;
  /** The words; anything else (an icon and an address) is followed by the mark as it is. */
  children: ReactNode;
  /** The destination's name inside the words, isolated from the text around it. */
  name?: string;
  className?: string;
  /** More attributes for the link (a goal's `data-goal`, lib/goals.ts). */
  marks?: Readonly<Record<string, string>>;
  /** What screen readers hear after the words, when more precise than "opens another site". */
  label?: string;
}) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className} {...marks}>
      {typeof children === "string" ? (
        <MarkedWords text={children} name={name} />
      ) : (
        <>
          {children}
          <ExternalLinkIcon />
        </>
      )}
      <ExternalLinkText label={label} />
    </a>
  );
}
