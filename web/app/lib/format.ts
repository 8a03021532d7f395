// Dates and money in the page's language: every Intl format the site writes goes through here,
// with the locale of this build (lib/locale.ts), never a hard-coded "en-GB".
import { intlLocale, locale } from "./locale";

/**
 * "2 December 2024" from "2024-12-02" (in German "2. Dezember 2024"), the same on the server and
 * in every browser (UTC). Called by loaders, at build time: a page's first `Intl` object loads
 * the browser's locale data, a long task on a phone, so the pages carry the written date in their
 * data rather than formatting it to hydrate.
 */
export function formatLongDate(isoDate: string): string {
  return new Intl.DateTimeFormat(intlLocale, {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${isoDate}T00:00:00Z`));
}

/** `item` with its `date` also written long, for a loader to hand its page. */
export function withDateText<T extends { date: string }>(item: T): T & { dateText: string } {
  return { ...item, dateText: formatLongDate(item.date) };
}

/**
 * A salary range: "₹18,00,000 – ₹30,00,000" in English (Indian digit grouping, as the company
 * writes rupees), in the page's own grouping in other languages ("1.800.000 ₹ – 3.000.000 ₹").
 */
export function formatSalaryRange(salary: { currency: string; min: number; max: number }): string {
  const format = new Intl.NumberFormat(locale === "en" ? "en-IN" : intlLocale, {
    style: "currency",
    currency: salary.currency,
    maximumFractionDigits: 0,
  });
  return salary.min === salary.max
    ? format.format(salary.min)
    : `${format.format(salary.min)} – ${format.format(salary.max)}`;
}
