import type { ComponentProps, ReactNode } from "react";
import { Link } from "react-router";

import { type ButtonSize, type ButtonVariant, buttonClass } from "./button-class";

export { type ButtonSize, type ButtonVariant, buttonClass };

interface StyleProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  children: ReactNode;
}

/** An in-site link styled as a button. */
export function ButtonLink({
  to,
  variant,
  size,
  className,
  children,
  ...rest
}: StyleProps & ComponentProps<typeof Link>) {
  return (
    <Link to={to} data-pagefind-ignore className={buttonClass(variant, size, className)} {...rest}>
      {children}
    </Link>
  );
}

export function Button({
  variant,
  size,
  className,
  children,
  type = "button",
  ...rest
}: StyleProps & ComponentProps<"button">) {
  return (
    <button type={type} className={buttonClass(variant, size, className)} {...rest}>
      {children}
    </button>
  );
}
