import type { CSSProperties } from "react";
import { Icon } from "~/components/ui/Icon";
import { headerCopy } from "~/content/navigation";
import { localePath } from "~/lib/locale";
import { headerSearchId, headerSearchInputId, searchPath } from "~/lib/search/ids";
import { ui } from "~/content/ui";

const panelId = headerSearchId;
const inputId = headerSearchInputId;

/**
 * The header's search: a button that opens a popover holding a plain GET form to /search. It is
 * HTML only: the popover, the form (a page load to the results) and Ctrl+K or ⌘K (which opens it,
 * or focuses the search page's own field: lib/inline-scripts/early-controls.ts) need no React.
 */
export function SearchLauncher() {
  const copy = headerCopy.search;
  return (
    <div style={{ "--nav-anchor": "--header-search" } as CSSProperties}>
      <button
        type="button"
        popoverTarget={panelId}
        aria-controls={panelId}
        aria-keyshortcuts="Control+K Meta+K"
        className="nav-trigger inline-flex h-11 items-center gap-2 rounded-full px-3 text-sm font-medium text-ink-muted transition-colors hover:bg-brand-50 hover:text-brand-800 data-[expanded=true]:bg-brand-50 data-[expanded=true]:text-brand-800 xl:border xl:border-line xl:bg-surface/70 xl:ps-3 xl:pe-2"
      >
        {/* Icon only until xl: below it the header's row has no room for the label. */}
        <Icon name="search" className="h-5 w-5 xl:h-4 xl:w-4" />
        <span className="sr-only xl:not-sr-only">{copy.label}</span>
        <kbd
          aria-hidden="true"
          className="hidden rounded-md border border-line bg-surface-muted px-1.5 py-0.5 font-sans text-xs text-ink-muted xl:inline"
        >
          <span className="mac:hidden">{ui.searchShortcut}</span>
          <span className="hidden mac:inline">⌘K</span>
        </kbd>
      </button>
      <div
        id={panelId}
        popover="auto"
        className="nav-panel w-[min(24rem,calc(100vw-2rem))] rounded-2xl border border-line bg-surface p-3 text-ink shadow-[var(--shadow-lift)]"
      >
        <form
          role="search"
          method="get"
          action={localePath(searchPath)}
          className="flex items-center gap-2"
        >
          <label htmlFor={inputId} className="sr-only">
            {copy.inputLabel}
          </label>
          <input
            id={inputId}
            type="search"
            name="q"
            required
            autoFocus
            autoComplete="off"
            placeholder={copy.placeholder}
            className="h-11 min-w-0 flex-1 rounded-full border border-line-strong bg-surface px-4 text-base text-ink placeholder:text-ink-muted focus:border-brand-500"
          />
          <button
            type="submit"
            className="inline-flex h-11 shrink-0 items-center rounded-full bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-900"
          >
            {copy.submit}
          </button>
        </form>
      </div>
    </div>
  );
}
