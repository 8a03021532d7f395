import type { ComponentProps, ElementType } from "react";

type CardElement = "div" | "li" | "article" | "section" | "nav";

/**
 * A raised surface with the site's radius, border and shadow; lifts on hover when interactive.
 * `as` picks the element, so a card can be a list item, an article or a landmark itself.
 */
export function Card<E extends CardElement = "div">({
  as,
  interactive = false,
  className = "",
  ...rest
}: ComponentProps<E> & { as?: E; interactive?: boolean }) {
  const Element = (as ?? "div") as ElementType;
  return (
    <Element
      className={`rounded-[var(--radius-card)] border border-line bg-surface-raised shadow-[var(--shadow-card)] ${
        interactive
          ? "transition-[box-shadow,transform,border-color] duration-200 hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-[var(--shadow-lift)]"
          : ""
      } ${className}`}
      {...rest}
    />
  );
}
