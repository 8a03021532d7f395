import { englishText } from "~/components/ui/EnglishOnly";
import { Icon } from "~/components/ui/Icon";

/** A short list of features or facts, each with a check mark. */
export function CheckList({
  items,
  className = "",
  english,
}: {
  items: readonly string[];
  className?: string;
  /** The items are English shown inside another language's page (components/ui/EnglishOnly). */
  english?: boolean;
}) {
  return (
    <ul {...englishText(english)} className={`space-y-2 text-sm text-ink-muted ${className}`}>
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <Icon name="check" className="mt-0.5 h-4 w-4 shrink-0 text-accent-600" />
          {/* min-w-0: a long word breaks inside the item instead of widening it past the card. */}
          <span className="min-w-0">{item}</span>
        </li>
      ))}
    </ul>
  );
}
