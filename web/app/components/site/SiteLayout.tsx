import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { AssistantLauncher, AssistantShell } from "~/components/assistant/AssistantLauncher";
import { Island } from "~/components/islands/Island";
import { Splash } from "~/components/site/Splash";
import { Footer } from "./Footer";
import { Header } from "./Header";
import { LanguageSuggestion } from "./LanguageSuggestion";
import { MobileMenu } from "./MobileMenu";
import { ui } from "~/content/ui";

export function SiteLayout({ children }: { children: ReactNode }) {
  // The home splash comes before the header so its inline script runs before the first paint.
  const isHome = useLocation().pathname === "/";
  return (
    <>
      <a
        href="#main"
        className="sr-only z-[60] rounded-md bg-brand-900 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:start-4 focus:top-3"
      >
        {ui.skipToContent}
      </a>
      {isHome && <Splash />}
      <Header />
      <main
        id="main"
        tabIndex={-1}
        data-pagefind-body
        className="min-h-[60vh] pt-[var(--header-height)] outline-none"
      >
        {children}
      </main>
      <Footer />
      <LanguageSuggestion />
      <MobileMenu />
      <Island name="assistant" on="intent requested" component={AssistantLauncher} props={{}} />
      <AssistantShell />
      {/* The toasts come with the form islands that raise them (components/ui/withToaster.tsx). */}
    </>
  );
}
