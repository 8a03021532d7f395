// Dates, numbers and sizes as the console shows them. The console is English only (en-GB dates,
// the team's own time zone for times; days of the traffic report are UTC days).

const dateTime = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});
const date = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric" });
const utcDay = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  timeZone: "UTC",
});
const number = new Intl.NumberFormat("en-GB");

/** "27 Nov 2026, 14:05" from Unix milliseconds. */
export const formatDateTime = (ms: number): string => dateTime.format(new Date(ms));
/** "27 Nov 2026" from Unix milliseconds. */
export const formatDate = (ms: number): string => date.format(new Date(ms));
/** "27 Nov" from "2026-11-27" (a UTC day). */
export const formatDay = (day: string): string => utcDay.format(new Date(`${day}T00:00:00Z`));
/** "27 Nov 2026" from "2026-11-27". */
export const formatIsoDate = (day: string): string => date.format(new Date(`${day}T00:00:00Z`));
export const formatNumber = (n: number): string => number.format(n);

/** "2.4 MB", "310 kB". */
export function formatBytes(bytes: number): string {
  if (bytes >= 1_000_000) return `${(bytes / 1_000_000).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1000))} kB`;
}

/** "3.2 %" for leads per 100 visits, "–" without visits. */
export const formatRate = (rate: number | null | undefined): string =>
  rate === null || rate === undefined ? "–" : `${rate.toFixed(1)} %`;

/** Leads (enquiries and applications) per 100 visitors, or null without visitors. */
export const conversionRate = (leads: number, visitors: number): number | null =>
  visitors > 0 ? (leads / visitors) * 100 : null;

/** "google / cpc", or the single part that is set, or null. */
export function sourceText(source: string | null, medium?: string | null): string | null {
  const parts = [source, medium].filter((p): p is string => Boolean(p));
  return parts.length ? parts.join(" / ") : null;
}

/** A landing page as a path ("/services?utm_source=x") when it is an address of any host. */
export function landingText(landing: string): string {
  try {
    const url = new URL(landing);
    return `${url.pathname}${url.search}`;
  } catch {
    return landing;
  }
}
