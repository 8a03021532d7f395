import data from "virtual:content/navigation";

// The header's dropdown groups and the footer's link columns (content/<locale>/navigation.yaml).

export type NavGroup = (typeof data.groups)[number];
export type NavItem = NavGroup["items"][number];
export type FooterColumn = (typeof data.footerColumns)[number];

export const navGroups: readonly NavGroup[] = data.groups;
/** The primary action wherever it means "talk to us about a project": one label site-wide. */
export const contactCta = data.contactCta;
export const footerColumns: readonly FooterColumn[] = data.footerColumns;
export const legalLinks = data.legalLinks;
/** The header's labels: logo, menu toggle, search. */
export const headerCopy = data.header;
