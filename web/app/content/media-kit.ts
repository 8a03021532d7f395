import { formatStat, site, stats } from "../site";

// The press page's content. Colour values are not repeated here: the page reads them from the
// design tokens in styles/app.css at build time, so the kit always matches the site.

export interface LogoDownload {
  label: string;
  description: string;
  /** Path under web/public. */
  href: string;
  format: "SVG" | "PNG";
  /** Intrinsic size of the artwork, for the preview's aspect ratio. */
  width: number;
  height: number;
  /** Background the file is designed for, used for its preview. */
  background: "light" | "dark";
}

export const logoDownloads: readonly LogoDownload[] = [
  { label: "Full logo", description: "Mark and wordmark, for light backgrounds.", href: "/media-kit/kaveri-digital-logo.svg", format: "SVG", width: 520, height: 96, background: "light" },
  { label: "Full logo, reversed", description: "Mark and wordmark, for dark backgrounds.", href: "/media-kit/kaveri-digital-logo-reversed.svg", format: "SVG", width: 520, height: 96, background: "dark" },
  { label: "Logo mark", description: "The river-delta mark on its own, for avatars and small spaces.", href: "/media-kit/kaveri-digital-mark.svg", format: "SVG", width: 256, height: 256, background: "light" },
  { label: "Logo mark, 1024 px", description: "A high-resolution PNG of the mark for tools that cannot use SVG.", href: "/media-kit/kaveri-digital-mark-1024.png", format: "PNG", width: 1024, height: 1024, background: "light" },
];

/**
 * The design tokens shown as brand colours: the token name in app.css, what it is for, and the
 * utility class that paints its swatch (a class, not an inline style, so the CSP stays strict).
 */
export const brandColourTokens: readonly { token: string; name: string; usage: string; swatchClass: string }[] = [
  { token: "brand-600", name: "Kaveri Indigo", usage: "Primary brand colour: buttons, links, highlights", swatchClass: "bg-brand-600" },
  { token: "brand-800", name: "Deep Indigo", usage: "Text on light brand tints", swatchClass: "bg-brand-800" },
  { token: "accent-600", name: "River Teal", usage: "Accent for highlights, checks and success states", swatchClass: "bg-accent-600" },
  { token: "night", name: "Night", usage: "Dark sections and reversed logo backgrounds", swatchClass: "bg-night" },
  { token: "ink", name: "Ink", usage: "Body text", swatchClass: "bg-ink" },
  { token: "surface-muted", name: "Mist", usage: "Light section backgrounds", swatchClass: "bg-surface-muted" },
];

export const logoGuidelines: readonly string[] = [
  "Leave clear space around the logo at least the height of the mark's inner curve.",
  "Do not stretch, recolour, rotate or add effects to the logo.",
  "Use the reversed logo on dark or photographic backgrounds.",
  "The mark alone must be at least 24 px wide on screen.",
];

export const boilerplate = {
  short: `${site.name} is an AI-first digital transformation company based in ${site.contact.address.locality}, India. Founded in ${site.foundingYear}, it designs, builds and runs software for enterprises and ambitious start-ups.`,
  long: `${site.name} is an AI-first digital transformation company headquartered in ${site.contact.address.locality}, India. Founded in ${site.foundingYear}, the company has delivered ${formatStat(stats.projects)} projects for ${formatStat(stats.enterpriseClients)} enterprise clients across ${formatStat(stats.industries)} industries, from retail and healthcare to energy and public services. Its teams combine product design, software engineering, cloud and DevOps, data and AI, with ${formatStat(stats.aiProducts)} AI products built in its AI Innovation Lab. ${site.name} is known for measurable outcomes, accessible design and systems that stay up, backed by a ${formatStat(stats.uptime)} uptime SLA and ${formatStat(stats.support)} support.`,
} as const;

export const pressContact = {
  name: "Neha Kulkarni",
  role: "Communications Lead",
  email: site.contact.pressEmail,
  phone: site.contact.phone,
  phoneHref: site.contact.phoneHref,
  note: "We reply to press enquiries within one business day, and can arrange interviews with our leadership and engineers.",
} as const;
