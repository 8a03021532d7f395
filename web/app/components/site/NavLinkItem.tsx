import { Link } from "react-router";
import type { NavItem } from "~/content/navigation";

/** One link of a navigation panel: its title, and its short description under it. */
export function NavLinkItem({ item, compact = false }: { item: NavItem; compact?: boolean }) {
  return (
    <li>
      <Link
        to={item.href}
        className={`block rounded-xl transition-colors hover:bg-surface-muted focus-visible:bg-surface-muted ${compact ? "px-3 py-2" : "px-3 py-2.5"}`}
      >
        <span className="block text-sm font-semibold text-ink">{item.title}</span>
        <span className="mt-0.5 block text-sm text-ink-muted">{item.description}</span>
      </Link>
    </li>
  );
}
