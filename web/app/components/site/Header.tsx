import { Link } from "react-router";
import { SearchLauncher } from "~/components/search/SearchLauncher";
import { InlineScript } from "~/components/ui/InlineScript";
import { contactCta, headerCopy } from "~/content/navigation";
import { earlyControlsScript } from "~/lib/inline-scripts/early-controls";
import { DesktopNav } from "./DesktopNav";
import { LanguageSwitcher } from "./LanguageSwitcher";
import { Logo } from "./Logo";
import { MobileMenuButton } from "./MobileMenu";
import { ThemeSwitch } from "./ThemeSwitch";

export function Header() {
  return (
    // Blurred with a shadow once the page is scrolled (`scrolled:`, set by the inline script below).
    <header className="fixed inset-x-0 top-0 z-50 h-[var(--header-height)] border-b border-transparent bg-transparent transition-[background-color,box-shadow,border-color] duration-200 scrolled:border-line/70 scrolled:bg-surface/80 scrolled:shadow-[0_6px_24px_-12px_rgb(11_18_32/0.25)] scrolled:backdrop-blur-md">
      <InlineScript code={import.meta.env.SSR ? earlyControlsScript : ""} />
      {/* From lg to xl the row is full: tighter gaps keep the wordmark's name beside the mark and
          leave room for the language switcher. */}
      <div className="container-page flex h-full items-center justify-between gap-2 xl:gap-6">
        <Link to="/" className="shrink-0 rounded-md" aria-label={headerCopy.homeLabel}>
          <Logo />
        </Link>
        <DesktopNav />
        {/* No gap between the 44 px buttons on the narrowest phones: the row holds the wordmark. */}
        <div className="flex items-center min-[22.5rem]:gap-1 xl:gap-2">
          {/* On a phone, where the chat button waits at the top of a page (AssistantLauncher). */}
          <span aria-hidden="true" className="h-11 w-11 sm:hidden" />
          <SearchLauncher />
          <div className="hidden lg:block">
            <LanguageSwitcher />
          </div>
          <div className="hidden lg:block">
            <ThemeSwitch />
          </div>
          <Link
            to={contactCta.href}
            className="hidden rounded-full bg-brand-600 px-4 py-2 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-brand-900 lg:inline-flex"
          >
            {contactCta.label}
          </Link>
          <MobileMenuButton />
        </div>
      </div>
    </header>
  );
}
