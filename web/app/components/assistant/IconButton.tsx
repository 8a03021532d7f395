import type { ComponentProps, ReactNode } from "react";
import { Tooltip, type TooltipSide } from "~/components/ui/Tooltip";

/** An icon-only button named by `label`, which its tooltip shows. */
export function IconButton({
  label,
  tooltipSide,
  className = "",
  children,
  ...rest
}: Omit<ComponentProps<"button">, "aria-label" | "ref"> & {
  label: string;
  tooltipSide?: TooltipSide;
  children: ReactNode;
}) {
  return (
    <Tooltip label={label} side={tooltipSide}>
      {(trigger) => (
        <button
          type="button"
          aria-label={label}
          {...rest}
          {...trigger}
          className={`inline-flex shrink-0 items-center justify-center rounded-full transition-colors ${className}`}
        >
          {children}
        </button>
      )}
    </Tooltip>
  );
}
