import { Icon } from "~/components/ui/Icon";
import type { IconName } from "~/content/icon-names";

/** An icon on a soft brand tile, the visual anchor of a card. Decorative. */
export function IconChip({ name, size = "md" }: { name: IconName; size?: "md" | "lg" }) {
  const box = size === "lg" ? "h-14 w-14 rounded-2xl" : "h-11 w-11 rounded-xl";
  const glyph = size === "lg" ? "h-7 w-7" : "h-5 w-5";
  return (
    <span
      className={`inline-flex shrink-0 items-center justify-center bg-brand-50 text-brand-700 ring-1 ring-brand-100 ${box}`}
    >
      <Icon name={name} className={glyph} />
    </span>
  );
}
