import data from "virtual:content/ui";

// Short labels that components share across pages (content/<locale>/ui.yaml).

export const ui = data;

/** A label with the {name} placeholder filled in ("Visit Kaveri Calendar"). */
export const withName = (label: string, name: string): string => label.replaceAll("{name}", name);
