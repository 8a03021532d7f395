import type { IconName } from "~/content/icon-names";
import { Link } from "react-router";
import { Card } from "~/components/ui/Card";
import { Icon } from "~/components/ui/Icon";
import { IconChip } from "./IconChip";

/** A card that is one link: the title is the link text and the whole card is its hit area. */
export function LinkCard({
  icon,
  title,
  description,
  href,
  meta,
}: {
  icon: IconName;
  title: string;
  description: string;
  href: string;
  meta?: string;
}) {
  return (
    <Card
      data-pagefind-ignore
      interactive
      className="relative flex h-full flex-col p-6 focus-within:ring-2 focus-within:ring-brand-600"
    >
      <IconChip name={icon} />
      <h3 className="mt-5 text-lg font-semibold text-ink">
        <Link
          to={href}
          className="after:absolute after:inset-0 after:rounded-[var(--radius-card)] focus-visible:outline-none"
        >
          {title}
        </Link>
      </h3>
      <p className="mt-2 text-sm leading-6 text-ink-muted">{description}</p>
      <p className="mt-auto flex items-center justify-between pt-5 text-sm font-semibold text-brand-700">
        <span>{meta}</span>
        <Icon name="arrowRight" className="h-4 w-4" />
      </p>
    </Card>
  );
}
