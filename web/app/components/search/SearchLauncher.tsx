import { Icon } from "~/components/ui/Icon";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { searchPath } from "./search-ids";
import { useSearchShortcut } from "./useSearchShortcut";

/**
 * The header's way into the site search: a plain link to /search (so it works before and
 * without JavaScript) that shows its keyboard shortcut, Ctrl+K or ⌘K.
 */
export function SearchLauncher() {
  useSearchShortcut();
  const [isMac, setIsMac] = useState(false);
  useEffect(() => setIsMac(/Mac|iPhone|iPad/.test(navigator.platform)), []);
  return (
    <Link
      to={searchPath}
      aria-keyshortcuts="Control+K Meta+K"
      className="inline-flex h-11 items-center gap-2 rounded-full px-3 text-sm font-medium text-ink-muted transition-colors hover:bg-brand-50 hover:text-brand-800 lg:border lg:border-line lg:bg-surface/70 lg:pl-3 lg:pr-2"
    >
      <Icon name="search" className="h-5 w-5 lg:h-4 lg:w-4" />
      <span className="sr-only lg:not-sr-only">Search</span>
      <kbd aria-hidden="true" className="hidden rounded-md border border-line bg-surface-muted px-1.5 py-0.5 font-sans text-xs text-ink-muted lg:inline">
        {isMac ? "⌘K" : "Ctrl K"}
      </kbd>
    </Link>
  );
}
