import { type RefObject, useEffect } from "react";
import { staggerDelays } from "./stagger";

/**
 * Fades, lifts and scales in the container's `[data-reveal]` children as they scroll into view.
 * Only once this has run are they hidden, so the content is visible without JavaScript; under
 * reduced motion nothing is hidden at all. Items entering together are staggered.
 */
export function useReveal(
  container: RefObject<HTMLElement | null>,
  options: { rootMargin: string; staggerMs: number },
) {
  const { rootMargin, staggerMs } = options;
  useEffect(() => {
    const root = container.current;
    if (!root || typeof IntersectionObserver === "undefined") return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const items = Array.from(root.querySelectorAll<HTMLElement>("[data-reveal]"));
    for (const item of items) item.dataset.reveal = "hidden";
    const observer = new IntersectionObserver(
      (entries) => {
        const entering = entries
          .filter((e) => e.isIntersecting)
          .map((e) => e.target as HTMLElement);
        const delays = staggerDelays(entering.length, staggerMs);
        entering.forEach((item, n) => {
          item.style.transitionDelay = `${delays[n]}ms`;
          item.dataset.reveal = "shown";
          observer.unobserve(item);
        });
      },
      { rootMargin },
    );
    for (const item of items) observer.observe(item);
    return () => {
      observer.disconnect();
      for (const item of items) item.dataset.reveal = "shown";
    };
  }, [container, rootMargin, staggerMs]);
}
