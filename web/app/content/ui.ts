import data from "virtual:content/ui";

// Short labels that components share across pages (content/<locale>/ui.yaml).

export const ui = data;

/** A label with the {name} placeholder filled in ("Visit Kaveri Calendar"). */
export const withName = (label: string, name: string): string => label.replaceAll("{name}", name);

/** A label with its {placeholders} filled in: fill("{count} of {total}", { count: 2, total: 5 }). */
export const fill = (label: string, values: Readonly<Record<string, string | number>>): string =>
  label.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
