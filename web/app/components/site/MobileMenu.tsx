import { Icon } from "~/components/ui/Icon";
import { useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { contactCta, navGroups } from "~/content/navigation";
import { keepTabInside } from "~/lib/focus-trap";
import { ThemeSwitch } from "./ThemeSwitch";

/**
 * The small-screen menu: a toggle that opens a modal <dialog> holding the same groups.
 * The platform's modal dialog keeps focus inside, closes on Escape and returns focus.
 */
export function MobileMenu() {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const location = useLocation();

  useEffect(() => dialogRef.current?.close(), [location.pathname]);

  const show = () => {
    dialogRef.current?.showModal();
    setOpen(true);
  };

  return (
    <div className="lg:hidden">
      <button
        type="button"
        aria-expanded={open}
        aria-controls="mobile-menu"
        aria-label="Open menu"
        onClick={show}
        className="inline-flex h-11 w-11 items-center justify-center rounded-full text-ink transition-colors hover:bg-brand-50"
      >
        <Icon name="menu" className="h-6 w-6" />
      </button>
      <dialog
        ref={dialogRef}
        id="mobile-menu"
        aria-label="Site menu"
        onClose={() => setOpen(false)}
        onKeyDown={(event) => keepTabInside(event, dialogRef.current)}
        onClick={(event) => {
          if (event.target === dialogRef.current) dialogRef.current.close();
        }}
        className="m-0 ml-auto h-dvh max-h-dvh w-full max-w-sm bg-white p-0 text-ink shadow-2xl backdrop:bg-night/50 backdrop:backdrop-blur-sm"
      >
        <div className="flex h-full flex-col">
          <div className="flex h-[var(--header-height)] items-center justify-between border-b border-line px-5">
            <span className="text-sm font-semibold uppercase tracking-wider text-ink-muted">Menu</span>
            <button
              type="button"
              aria-label="Close menu"
              onClick={() => dialogRef.current?.close()}
              className="inline-flex h-11 w-11 items-center justify-center rounded-full hover:bg-brand-50"
            >
              <Icon name="close" className="h-6 w-6" />
            </button>
          </div>
          <nav aria-label="Mobile" className="flex-1 overflow-y-auto overscroll-contain px-5 py-4">
            {navGroups.map((group) => (
              <section key={group.label} className="mb-5" aria-labelledby={`m-${slug(group.label)}`}>
                <h2
                  id={`m-${slug(group.label)}`}
                  className="mb-1 text-xs font-semibold uppercase tracking-wider text-ink-muted"
                >
                  {group.label}
                </h2>
                <ul>
                  {group.items.map((item) => (
                    <li key={item.href}>
                      <Link to={item.href} className="block rounded-lg px-2 py-2 hover:bg-surface-muted">
                        <span className="block font-medium">{item.title}</span>
                        <span className="block text-sm text-ink-muted">{item.description}</span>
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </nav>
          <div className="border-t border-line p-5">
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
    </div>
  );
}

const slug = (label: string) => label.toLowerCase().replace(/[^a-z]+/g, "-");
