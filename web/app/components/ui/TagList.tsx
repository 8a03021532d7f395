/** Small neutral tags: technologies, focus areas. */
export function TagList({ items, label }: { items: readonly string[]; label: string }) {
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {items.map((item) => (
        <li
          key={item}
          className="rounded-md border border-line bg-surface-muted px-2 py-1 text-xs font-medium text-ink-muted"
        >
          {item}
        </li>
      ))}
    </ul>
  );
}
