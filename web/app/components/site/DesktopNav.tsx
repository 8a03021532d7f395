import type { CSSProperties } from "react";
import { Icon } from "~/components/ui/Icon";
import { navGroups, type NavGroup } from "~/content/navigation";
import type { MegaMenu } from "~/content/mega-menu";
import { disclosureNavAttribute } from "~/lib/inline-scripts/early-controls";
import { NavLinkItem } from "./NavLinkItem";
import { useMegaMenu } from "./root-data";
import "./nav.css";
import { ui } from "~/content/ui";

export const navPanelId = (index: number) => `nav-panel-${index}`;

/**
 * WAI-ARIA disclosure navigation. Each group is a button that toggles a popover panel of links
 * (the platform opens it, closes it on Escape or a click outside, returns focus and closes the
 * others), so it works from the first paint, before the app hydrates; the browser exposes the
 * expanded state of a popovertarget button itself, and its open look follows the
 * panel. The page's inline script (lib/inline-scripts/early-controls.ts) adds the keys: ArrowDown
 * opens a group at its first link, the arrows, Home and End move between its links; and a panel
 * closes when focus leaves the navigation.
 * The first group, "What we do", is a wide panel reaching every service and industry.
 */
export function DesktopNav() {
  const megaMenu = useMegaMenu();

  return (
    <nav
      aria-label={ui.landmarks.main}
      className="hidden lg:block"
      {...{ [disclosureNavAttribute]: "" }}
    >
      <ul className="flex items-center xl:gap-1">
        {navGroups.map((group, index) => (
          <NavDisclosure
            key={group.label}
            group={group}
            index={index}
            megaMenu={index === 0 ? megaMenu : undefined}
          />
        ))}
      </ul>
    </nav>
  );
}

function NavDisclosure({
  group,
  index,
  megaMenu,
}: {
  group: NavGroup;
  index: number;
  megaMenu?: MegaMenu;
}) {
  const panelId = navPanelId(index);
  const anchor = `--nav-group-${index}`;

  return (
    <li style={{ "--nav-anchor": anchor } as CSSProperties}>
      <button
        type="button"
        popoverTarget={panelId}
        aria-controls={panelId}
        className="nav-trigger group inline-flex items-center gap-0.5 rounded-full px-1.5 py-2 text-sm font-medium xl:gap-1 xl:px-3 text-ink transition-colors hover:bg-brand-50 hover:text-brand-700 data-[expanded=true]:bg-brand-50 data-[expanded=true]:text-brand-700"
      >
        {group.label}
        <Icon
          name="chevronDown"
          className="h-4 w-4 transition-transform duration-200 group-data-[expanded=true]:rotate-180"
        />
      </button>
      <div
        id={panelId}
        popover="auto"
        className={`nav-panel rounded-2xl border border-line bg-surface text-ink shadow-[var(--shadow-lift)] ${megaMenu ? "nav-panel-wide" : "w-80 p-2"}`}
      >
        {megaMenu ? (
          <MegaPanel group={group} megaMenu={megaMenu} />
        ) : (
          <ul>
            {group.items.map((item) => (
              <NavLinkItem key={item.href} item={item} />
            ))}
          </ul>
        )}
      </div>
    </li>
  );
}

/** The overview links beside every service and industry, each list under its name. */
function MegaPanel({ group, megaMenu }: { group: NavGroup; megaMenu: MegaMenu }) {
  return (
    <div className="grid grid-cols-4">
      <div className="rounded-s-2xl border-e border-line bg-surface-muted p-3">
        <p
          id="nav-mega-overview"
          className="px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wider text-ink-muted"
        >
          {group.label}
        </p>
        <ul aria-labelledby="nav-mega-overview">
          {group.items.map((item) => (
            <NavLinkItem key={item.href} item={item} />
          ))}
        </ul>
      </div>
      <div className="col-span-3 space-y-3 p-3">
        {megaMenu.columns.map((column, n) => (
          <div key={column.heading}>
            <p
              id={`nav-mega-${n}`}
              className="px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wider text-ink-muted"
            >
              {column.heading}
            </p>
            <ul
              aria-labelledby={`nav-mega-${n}`}
              className={`grid gap-x-2 ${n === 0 ? "grid-cols-2" : "grid-cols-3"}`}
            >
              {column.items.map((item) => (
                <NavLinkItem key={item.href} item={item} compact />
              ))}
            </ul>
          </div>
        ))}
      </div>
    </div>
  );
}
