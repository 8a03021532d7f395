import { Icon } from "~/components/ui/Icon";
import type { IconName } from "~/content/icon-names";

/** A service's icon on its gradient tile. Decorative. */
export function ServiceIcon({
  name,
  gradient,
  size = "md",
}: {
  name: IconName;
  gradient: string;
  size?: "md" | "lg";
}) {
  const box = size === "lg" ? "h-16 w-16 rounded-2xl" : "h-12 w-12 rounded-xl";
  const glyph = size === "lg" ? "h-8 w-8" : "h-6 w-6";
  return (
    <span
      className={`inline-flex shrink-0 items-center justify-center bg-gradient-to-br text-white shadow-sm ${gradient} ${box}`}
    >
      <Icon name={name} className={glyph} />
    </span>
  );
}
