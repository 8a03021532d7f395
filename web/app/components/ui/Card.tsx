import type { ComponentProps } from "react";

/** A raised surface with the site's radius, border and shadow; lifts on hover when interactive. */
export function Card({ interactive = false, className = "", ...rest }: ComponentProps<"div"> & { interactive?: boolean }) {
  return (
    <div
      className={`rounded-[var(--radius-card)] border border-line bg-surface-raised shadow-[var(--shadow-card)] ${
        interactive ? "transition-[box-shadow,transform,border-color] duration-200 hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-[var(--shadow-lift)]" : ""
      } ${className}`}
      {...rest}
    />
  );
}
