import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { Link, useLocation } from "react-router";
import { Icon } from "~/components/ui/Icon";
import { navGroups, type NavGroup } from "~/content/navigation";

/**
 * WAI-ARIA disclosure navigation: each group is a button with aria-expanded that shows a list
 * of links. One group open at a time; Escape or a click outside closes and returns focus.
 */
export function DesktopNav() {
  const [open, setOpen] = useState<number | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const location = useLocation();

  useEffect(() => setOpen(null), [location.pathname]);

  useEffect(() => {
    if (open === null) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpen(null);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  return (
    <nav
      ref={navRef}
      aria-label="Main"
      className="hidden lg:block"
      onBlur={(event) => {
        if (!navRef.current?.contains(event.relatedTarget as Node | null)) setOpen(null);
      }}
    >
      <ul className="flex items-center gap-1">
        {navGroups.map((group, index) => (
          <NavDropdown
            key={group.label}
            group={group}
            expanded={open === index}
            onToggle={(next) => setOpen(next ? index : null)}
          />
        ))}
      </ul>
    </nav>
  );
}

function NavDropdown({
  group,
  expanded,
  onToggle,
}: {
  group: NavGroup;
  expanded: boolean;
  onToggle: (open: boolean) => void;
}) {
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const focusFirstOnOpen = useRef(false);

  useEffect(() => {
    if (expanded && focusFirstOnOpen.current) {
      focusFirstOnOpen.current = false;
      listRef.current?.querySelector<HTMLAnchorElement>("a")?.focus();
    }
  }, [expanded]);

  const links = () => Array.from(listRef.current?.querySelectorAll<HTMLAnchorElement>("a") ?? []);

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      if (expanded) links()[0]?.focus();
      else {
        focusFirstOnOpen.current = true;
        onToggle(true);
      }
    } else if (event.key === "Escape" && expanded) {
      onToggle(false);
    }
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const items = links();
    const current = items.indexOf(document.activeElement as HTMLAnchorElement);
    const move = (to: number) => {
      event.preventDefault();
      items[(to + items.length) % items.length]?.focus();
    };
    if (event.key === "ArrowDown") move(current + 1);
    else if (event.key === "ArrowUp") move(current - 1);
    else if (event.key === "Home") move(0);
    else if (event.key === "End") move(items.length - 1);
    else if (event.key === "Escape") {
      event.preventDefault();
      onToggle(false);
      buttonRef.current?.focus();
    }
  };

  return (
    <li className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={expanded}
        aria-controls={panelId}
        onClick={() => onToggle(!expanded)}
        onKeyDown={onButtonKeyDown}
        className={`inline-flex items-center gap-1 rounded-full px-3 py-2 text-sm font-medium transition-colors hover:bg-brand-50 hover:text-brand-700 ${
          expanded ? "bg-brand-50 text-brand-700" : "text-ink"
        }`}
      >
        {group.label}
        <Icon name="chevronDown" className={`h-4 w-4 transition-transform duration-200 ${expanded ? "rotate-180" : ""}`} />
      </button>
      <div
        id={panelId}
        hidden={!expanded}
        className="absolute left-1/2 top-full mt-2 w-80 -translate-x-1/2 rounded-2xl border border-line bg-white p-2 shadow-[var(--shadow-lift)]"
      >
        <ul ref={listRef} onKeyDown={onListKeyDown}>
          {group.items.map((item) => (
            <li key={item.href}>
              <Link
                to={item.href}
                className="block rounded-xl px-3 py-2.5 transition-colors hover:bg-surface-muted focus-visible:bg-surface-muted"
              >
                <span className="block text-sm font-semibold text-ink">{item.title}</span>
                <span className="mt-0.5 block text-sm text-ink-muted">{item.description}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}

