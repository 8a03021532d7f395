import type { ReactNode } from "react";
import { AssistantLauncher } from "~/components/assistant/AssistantLauncher";
import { Footer } from "./Footer";
import { Header } from "./Header";

export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <a
        href="#main"
        className="sr-only z-[60] rounded-md bg-brand-700 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-3"
      >
        Skip to main content
      </a>
      <Header />
      <main id="main" tabIndex={-1} data-pagefind-body className="min-h-[60vh] pt-[var(--header-height)] outline-none">
        {children}
      </main>
      <Footer />
      <AssistantLauncher />
    </>
  );
}
