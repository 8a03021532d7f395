import type { ReactNode } from "react";
import { backAttribute } from "~/lib/inline-scripts/early-controls";
import { localePath } from "~/lib/locale";

/**
 * A link to `fallback`, which the page's inline script (lib/inline-scripts/early-controls.ts)
 * turns into a step back in history when the visitor came from another page of this site: so it
 * works before hydration, and as a plain link without JavaScript.
 */
export function BackButton({
  fallback,
  className,
  children,
}: {
  fallback: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <a href={localePath(fallback)} className={className} {...{ [backAttribute]: "" }}>
      {children}
    </a>
  );
}
