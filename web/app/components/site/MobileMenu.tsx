import { Link } from "react-router";
import { Icon } from "~/components/ui/Icon";
import { contactCta, headerCopy, navGroups } from "~/content/navigation";
import { slugify } from "~/lib/slug";
import { NavLinkItem } from "./NavLinkItem";
import { LanguageSwitcher } from "./LanguageSwitcher";
import { ThemeSwitch } from "./ThemeSwitch";
import { useMegaMenu } from "./root-data";
import { ui } from "~/content/ui";

const menuId = "mobile-menu";

/**
 * The small-screen menu: a modal <dialog> that the toggle opens with `command="show-modal"`, so
 * it opens from the first paint, before the app hydrates. The platform keeps the page behind it
 * inert, closes it on Escape or a click on the backdrop (closedby) and returns focus to the
 * toggle (aria-haspopup="dialog" names what it opens). Tab cycles inside (the page's inline
 * script, lib/inline-scripts/early-controls.ts); a followed link loads another page.
 *
 * The toggle sits in the header; the dialog comes after the footer (SiteLayout): a modal
 * dialog's place in the document changes nothing for the visitor, and there its markup no longer
 * stands between the head and the page's first screen, which then parses and paints sooner.
 */
export function MobileMenuButton() {
  return (
    <div className="lg:hidden">
      <button
        type="button"
        command="show-modal"
        commandfor={menuId}
        aria-haspopup="dialog"
        aria-controls={menuId}
        aria-label={headerCopy.openMenu}
        className="inline-flex h-11 w-11 items-center justify-center rounded-full text-ink transition-colors hover:bg-brand-50"
      >
        <Icon name="menu" className="h-6 w-6" />
      </button>
    </div>
  );
}

export function MobileMenu() {
  const megaMenu = useMegaMenu();

  return (
    <dialog
      id={menuId}
      aria-label={headerCopy.menuLabel}
      closedby="any"
      className="m-0 ms-auto h-dvh max-h-dvh w-full max-w-sm bg-surface p-0 text-ink shadow-2xl backdrop:bg-night/50 backdrop:backdrop-blur-sm"
    >
      <div className="flex h-full flex-col">
        <div className="flex h-(--header-height) shrink-0 items-center justify-between border-b border-line px-5">
          <span className="text-sm font-semibold uppercase tracking-wider text-ink-muted">
            {headerCopy.menuTitle}
          </span>
          <button
            type="button"
            command="close"
            commandfor={menuId}
            aria-label={headerCopy.closeMenu}
            className="inline-flex h-11 w-11 items-center justify-center rounded-full hover:bg-brand-50"
          >
            <Icon name="close" className="h-6 w-6" />
          </button>
        </div>
        <nav
          aria-label={ui.landmarks.mobile}
          className="flex-1 overflow-y-auto overscroll-contain px-5 py-4"
        >
          <ul className="mb-4 -mx-3">
            <NavLinkItem
              item={{
                title: headerCopy.menuHome,
                href: "/",
                description: headerCopy.menuHomeDescription,
              }}
              compact
            />
          </ul>
          {navGroups.map((group, index) => (
            <section
              key={group.label}
              className="mb-5"
              aria-labelledby={`m-${slugify(group.label) || index}`}
            >
              <h2
                id={`m-${slugify(group.label) || index}`}
                className="mb-1 text-xs font-semibold uppercase tracking-wider text-ink-muted"
              >
                {group.label}
              </h2>
              <ul className="-mx-3">
                {group.items.map((item) => (
                  <NavLinkItem key={item.href} item={item} compact />
                ))}
              </ul>
              {index === 0 &&
                megaMenu?.columns.map((column) => (
                  <details key={column.heading} className="group/more mt-1">
                    <summary className="flex cursor-pointer list-none items-center justify-between rounded-lg px-0 py-2 text-sm font-semibold text-ink hover:text-brand-700 [&::-webkit-details-marker]:hidden">
                      {column.more}
                      <Icon
                        name="chevronDown"
                        className="h-4 w-4 transition-transform duration-200 group-open/more:rotate-180"
                      />
                    </summary>
                    <ul className="-mx-3 border-s border-line ps-2">
                      {column.items.map((item) => (
                        <NavLinkItem key={item.href} item={item} compact />
                      ))}
                    </ul>
                  </details>
                ))}
            </section>
          ))}
        </nav>
        <div className="border-t border-line p-5">
          <LanguageSwitcher inline />
          <ThemeSwitch labelled className="mb-4" />
          <Link
            to={contactCta.href}
            className="flex w-full justify-center rounded-full bg-brand-600 px-4 py-3 font-semibold text-white hover:bg-brand-900"
          >
            {contactCta.label}
          </Link>
        </div>
      </div>
    </dialog>
  );
}
