import type { CSSProperties } from "react";
import { LogoMark } from "~/components/site/Logo";
import { InlineScript } from "~/components/ui/InlineScript";
import { splashConfig, splashRunMs, splashScript } from "~/lib/inline-scripts/splash";
import {
  SPLASH_FADE_MS,
  SPLASH_LOGO_ANIMATION_MS,
  SPLASH_STEP,
  SPLASH_TARGET,
} from "~/lib/ui-constants";
import { site } from "~/site";

/**
 * The home page's loading splash. Hidden unless the inline script (run during parsing, before
 * hydration) shows it; React renders it once and never changes it again, so the script's
 * state and counter text stand. Decorative: aria-hidden, nothing focusable, content underneath
 * stays in the page and reachable.
 */
export function Splash() {
  return (
    <>
      <div
        id={splashConfig.id}
        aria-hidden="true"
        suppressHydrationWarning
        style={
          {
            "--splash-logo-ms": `${SPLASH_LOGO_ANIMATION_MS}ms`,
            "--splash-fade-ms": `${SPLASH_FADE_MS}ms`,
            "--splash-run-ms": `${splashRunMs(splashConfig)}ms`,
            "--splash-ticks": Math.ceil(SPLASH_TARGET / SPLASH_STEP) + 1,
          } as CSSProperties
        }
        className="splash hero-ground fixed inset-0 z-[70] hidden cursor-pointer flex-col items-center justify-center text-ink data-[state=leaving]:flex data-[state=running]:flex"
      >
        <LogoMark className="splash-logo relative h-20 w-20" />
        <p className="relative mt-6 text-xl font-semibold tracking-tight text-ink">{site.name}</p>
        <div className="relative mt-8 h-1 w-48 overflow-hidden rounded-full bg-line">
          <div
            data-splash-bar
            className="splash-bar h-full w-full origin-left rtl:origin-right rounded-full bg-gradient-to-r from-brand-600 to-accent-600"
          />
        </div>
        <p dir="ltr" className="relative mt-3 text-sm tabular-nums text-ink-muted">
          <span
            data-splash-count
            suppressHydrationWarning
            className="inline-block w-[3ch] text-end"
            dangerouslySetInnerHTML={{ __html: "0" }}
          />
          %
        </p>
      </div>
      <InlineScript code={import.meta.env.SSR ? splashScript() : ""} />
    </>
  );
}
