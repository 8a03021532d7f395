import { onActivated } from "./activation.ts";
import { SPLASH_FADE_MS, SPLASH_STEP, SPLASH_TARGET, SPLASH_TICK_MS } from "../ui-constants";

export interface SplashConfig {
  /** id of the splash element. */
  id: string;
  /** sessionStorage key that marks the splash as seen in this browser session. */
  storageKey: string;
  step: number;
  tickMs: number;
  target: number;
  fadeMs: number;
}

export const splashConfig: SplashConfig = {
  id: "splash",
  storageKey: "kaveri:splash-seen",
  step: SPLASH_STEP,
  tickMs: SPLASH_TICK_MS,
  target: SPLASH_TARGET,
  fadeMs: SPLASH_FADE_MS,
};

/** The counter's value after `elapsedMs`: `step` per whole tick, capped at `target`. */
export function splashProgress(
  elapsedMs: number,
  config: Pick<SplashConfig, "step" | "tickMs" | "target">,
): number {
  const ticks = Math.floor(Math.max(0, elapsedMs) / config.tickMs);
  return Math.min(config.target, ticks * config.step);
}

/** How long the counter runs before the fade starts: ticks to reach the target × tick length. */
export function splashRunMs(config: Pick<SplashConfig, "step" | "tickMs" | "target">): number {
  return Math.ceil(config.target / config.step) * config.tickMs;
}

/**
 * Runs the splash: shows it (unless already seen this session or reduced motion is asked for),
 * counts up, then fades it out; Escape or a click ends it early. It runs as an inline script in
 * the pre-rendered HTML, before hydration, so it must be self-contained (README.md beside this
 * file): no imports, no closures over module scope. It keeps its own copy of the `splashProgress` rule.
 * React never re-renders the splash's attributes, so the states set here stand after hydration.
 */
export function runSplash(config: SplashConfig, doc: Document, win: Window): void {
  const splash = doc.getElementById(config.id);
  if (!splash) return;
  try {
    if (win.sessionStorage.getItem(config.storageKey)) return;
    if (win.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    win.sessionStorage.setItem(config.storageKey, "1");
  } catch {
    return;
  }
  const counter = splash.querySelector("[data-splash-count]");
  const started = win.performance.now();
  let timer = 0;
  let shown = -1;
  let finished = false;
  const finish = () => {
    if (finished) return;
    finished = true;
    win.clearInterval(timer);
    win.removeEventListener("keydown", onKey, true);
    splash.setAttribute("data-state", "leaving");
    splash.removeAttribute("aria-busy");
    win.setTimeout(() => splash.setAttribute("data-state", "done"), config.fadeMs);
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === "Escape") finish();
  };
  const tick = () => {
    const ticks = Math.floor((win.performance.now() - started) / config.tickMs);
    const value = Math.min(config.target, ticks * config.step);
    // Touch the DOM only when the number changes: each write costs a style and layout pass.
    if (value !== shown) {
      shown = value;
      if (counter) counter.textContent = String(Math.floor(value));
    }
    if (value >= config.target) finish();
  };
  splash.setAttribute("data-state", "running");
  splash.setAttribute("aria-busy", "true");
  splash.addEventListener("click", finish);
  // Capture on window: no handler further down (a menu, a tooltip) can swallow the key first.
  win.addEventListener("keydown", onKey, true);
  timer = win.setInterval(tick, config.tickMs);
}

/**
 * The inline <script> body: `runSplash` applied to the page once it is activated. A prerendered
 * home page (activation.ts) has a copy of the session's storage and may never be shown: its
 * once-per-visit mark and its counter wait for the visitor.
 */
export function splashScript(): string {
  return `(()=>{const run=()=>(${runSplash.toString()})(${JSON.stringify(splashConfig)},document,window);${onActivated("run")}})()`;
}
