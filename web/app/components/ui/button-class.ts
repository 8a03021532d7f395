// Apart from Button.tsx, whose ButtonLink is React Router's Link: an island (no router) can
// style its buttons with these too.
export type ButtonVariant = "primary" | "secondary" | "ghost" | "onDark";
export type ButtonSize = "md" | "lg";

const base =
  "inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-[background-color,color,box-shadow,transform] duration-150 disabled:cursor-not-allowed disabled:opacity-60";
const variants: Record<ButtonVariant, string> = {
  primary:
    "bg-brand-600 text-white shadow-sm hover:bg-brand-900 hover:shadow-md active:translate-y-px",
  secondary:
    "border border-line-strong bg-surface-raised text-ink hover:border-brand-300 hover:bg-brand-50 hover:text-brand-800",
  ghost: "text-brand-700 hover:bg-brand-50",
  onDark: "bg-white text-brand-900 hover:bg-on-dark",
};
const sizes: Record<ButtonSize, string> = {
  md: "px-5 py-2.5 text-sm",
  lg: "px-6 py-3 text-base",
};

/** Class names for anything that should look like a button. */
export function buttonClass(
  variant: ButtonVariant = "primary",
  size: ButtonSize = "md",
  extra = "",
): string {
  return `${base} ${variants[variant]} ${sizes[size]} ${extra}`.trim();
}
