import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteError,
} from "react-router";
import { use } from "react";
import "./styles/app.css";
import { SpaFallbackContext } from "./lib/spa-fallback";
import { SiteLayout } from "./components/site/SiteLayout";
import { ErrorPage } from "./components/site/ErrorPage";
import { InlineScript } from "./components/ui/InlineScript";
import { themeScript } from "./lib/inline-scripts/theme";
import { brandFontMedia, brandFontScript } from "./lib/inline-scripts/brand-font";
import { pageShownScript } from "./lib/inline-scripts/page-shown";
import { islandsScript } from "./lib/inline-scripts/islands";
import { countScript } from "./lib/inline-scripts/count";
import { speculationRulesText } from "./lib/inline-scripts/speculation";
import { firstScreenEndId } from "./components/site/FirstScreenEnd";
import type { RootLoaderData } from "./components/site/root-data";
import fontUrl from "./styles/fonts/instrument-sans.woff2?url";
import arabicFontUrl from "./styles/fonts/noto-sans-arabic.woff2?url";
import faviconSvg from "../public/favicon.svg?raw";
import { language } from "./lib/locale";
import { megaMenu } from "./content/mega-menu";
import { closingBands } from "./content/closing-bands";
import { ui } from "./content/ui";

/** The page's web fonts: the brand face everywhere, the Arabic face on Arabic pages (docs/decisions/008). */
const fontUrls = language.code === "ar" ? [fontUrl, arabicFontUrl] : [fontUrl];

// The tab icon goes inline: as a file it is one more request on a new connection during the
// first paint, which a slow phone pays a round trip for.
const faviconHref = `data:image/svg+xml,${encodeURIComponent(faviconSvg)}`;

// Build time only: the header's "What we do" panel (every service and industry) and the bands
// that end pages reach the page in its HTML, not in the JavaScript every page loads. They never
// change between pages.
export function loader(): RootLoaderData {
  return { megaMenu: megaMenu(), closingBands: closingBands() };
}
export const shouldRevalidate = () => false;

/**
 * The team console (routes/team/) is a React Router app in the browser, in the English build
 * only; the other builds fold this to `false` and keep no code of it. Every other page is a
 * document that loads no framework: its widgets that need React are islands
 * (components/islands/, docs/decisions/012-islands.md).
 */
const hasConsole = (import.meta.env.VITE_SITE_LOCALE ?? "en") === "en";
const isConsole = (pathname: string) => hasConsole && /^\/team(\/|$)/.test(pathname);

export function Layout({ children }: { children: React.ReactNode }) {
  const app = isConsole(useLocation().pathname) || use(SpaFallbackContext);
  const template = useMatches().at(-1)?.id;
  return (
    // data-theme is set by the theme script before the first paint, not by React.
    <html lang={language.code} dir={language.dir} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Before the stylesheet: the first paint already has the visitor's theme (lib/inline-scripts/theme.ts). */}
        <InlineScript code={import.meta.env.SSR ? themeScript : ""} />
        {/* Marks the page shown (loaded and painted): later work waits for it (lib/inline-scripts/page-shown.ts). */}
        <InlineScript code={import.meta.env.SSR ? pageShownScript : ""} />
        {/* Counts page views and goals, cookieless, after the page is shown (lib/inline-scripts/count.ts). */}
        <InlineScript code={import.meta.env.SSR ? countScript() : ""} />
        {/* Hydrates the page's islands when the visitor reaches for them (lib/inline-scripts/islands.ts). */}
        {!app && <InlineScript code={import.meta.env.SSR ? islandsScript : ""} />}
        {/* Prerenders the page a visitor reaches for (lib/inline-scripts/speculation.ts). */}
        {!app && (
          <InlineScript
            type="speculationrules"
            code={import.meta.env.SSR ? speculationRulesText : ""}
          />
        )}
        <meta name="theme-color" content="#4f46e5" />
        {/* The font files (the brand face; on Arabic pages the Arabic face too): fetched beside the
            stylesheet on wider screens, after the first page on phones (whose first page has its
            headline's glyphs inline, written in at build). Japanese pages use the system's face. */}
        {fontUrls.map((href) => (
          <link
            key={href}
            rel="preload"
            href={href}
            as="font"
            type="font/woff2"
            crossOrigin=""
            media={brandFontMedia}
          />
        ))}
        <InlineScript
          code={
            import.meta.env.SSR ? brandFontScript(fontUrls, { arabic: language.code === "ar" }) : ""
          }
        />
        {/* The first paint waits until the page's opening section is parsed (components/site/FirstScreenEnd.tsx). */}
        <link rel="expect" href={`#${firstScreenEndId}`} blocking="render" />
        <link rel="icon" href={faviconHref} type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      {/* data-template: the route module that rendered the page; the test suites group pages by
          it (tests/e2e/support/routes.ts). */}
      <body data-template={app ? undefined : template}>
        {children}
        {app && <ScrollRestoration />}
        {app && <Scripts />}
      </body>
    </html>
  );
}

/** The team console draws its own frame: no site header, footer or assistant. */
export default function App() {
  if (isConsole(useLocation().pathname)) return <Outlet />;
  return (
    <SiteLayout>
      <Outlet />
    </SiteLayout>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  let message = ui.error.message;
  let stack: string | undefined;
  if (isRouteErrorResponse(error)) {
    message = `${error.status} ${error.statusText}`.trim();
  } else if (error instanceof Error) {
    message = error.message;
    if (import.meta.env.DEV) stack = error.stack;
  }
  return (
    <SiteLayout>
      <ErrorPage message={message} stack={stack} />
    </SiteLayout>
  );
}
