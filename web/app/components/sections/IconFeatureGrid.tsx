import type { IconName } from "~/content/icon-names";
import { IconChip } from "~/components/ui/IconChip";

interface Item {
  icon: IconName;
  title: string;
  description: string;
}

/** Icon, title and a sentence, in a responsive grid: values, benefits, principles. */
export function IconFeatureGrid({
  items,
  columns = 3,
}: {
  items: readonly Item[];
  columns?: 2 | 3 | 4;
}) {
  // Three items sit in one row from md: two a row would leave the third alone.
  const cols = {
    2: "sm:grid-cols-2",
    3: items.length === 3 ? "md:grid-cols-3" : "sm:grid-cols-2 lg:grid-cols-3",
    4: "sm:grid-cols-2 lg:grid-cols-4",
  }[columns];
  return (
    <ul className={`grid gap-x-8 gap-y-10 ${cols}`}>
      {items.map((item) => (
        <li key={item.title} className="flex flex-col gap-4">
          <IconChip name={item.icon} />
          <div>
            <h3 className="text-base font-semibold text-ink">{item.title}</h3>
            <p className="mt-2 text-sm leading-6 text-ink-muted">{item.description}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
