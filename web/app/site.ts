// The company's facts: one place for every name, number and address the site states.
// The company is fictional; every domain is an `.example` domain. Where a fact is English words
// (a tagline, a reply time, a figure's label), each language says it in site-texts/<code>.ts.
import type { SiteTexts } from "./site-texts/types.ts";
import de from "./site-texts/de.ts";
import ja from "./site-texts/ja.ts";
import ar from "./site-texts/ar.ts";

/** The languages the site is written in: English at today's paths, the others under /<code>/. */
export const allLanguages = [
  { code: "en", name: "English", dir: "ltr", intl: "en-GB", ogLocale: "en_GB" },
  { code: "de", name: "Deutsch", dir: "ltr", intl: "de-DE", ogLocale: "de_DE" },
  { code: "ja", name: "日本語", dir: "ltr", intl: "ja-JP", ogLocale: "ja_JP" },
  { code: "ar", name: "العربية", dir: "rtl", intl: "ar-u-nu-latn", ogLocale: "ar_AR" },
] as const;

export type Language = (typeof allLanguages)[number];
export type LanguageCode = Language["code"];
export const defaultLanguage: LanguageCode = "en";

// The languages this build publishes (VITE_SITE_LANGUAGES, set by scripts/build-languages.mjs
// when only some are built): links, hreflang and the switcher offer these only.
const published = (import.meta.env?.VITE_SITE_LANGUAGES as string | undefined)?.split(/[\s,]+/);
export const languages: readonly Language[] = allLanguages.filter(
  (l) => l.code === "en" || !published || published.includes(l.code),
);

// Each language is its own build (scripts/build-languages.mjs sets VITE_SITE_LOCALE), so one
// build's pages never hold another language's strings and no global is switched at render time.
const buildLocale = (import.meta.env?.VITE_SITE_LOCALE as string | undefined) ?? defaultLanguage;
/** The language this build renders. */
export const language: Language =
  allLanguages.find((l) => l.code === buildLocale) ??
  (() => {
    throw new Error(`VITE_SITE_LOCALE=${buildLocale} is not one of the site's languages`);
  })();

const englishSite = {
  name: "Kaveri Digital",
  legalName: "Kaveri Digital Technologies Pvt. Ltd.",
  tagline: "AI-first digital transformation",
  blurb:
    "Kaveri Digital designs, builds and runs AI-powered software for enterprises and ambitious startups: from the first workshop to systems that stay up at 3 a.m.",
  url: "https://www.kaveri-digital.example",
  foundingYear: 2019,
  assistant: {
    name: "Kavi",
    title: "Kavi, the Kaveri AI Assistant",
    subtitle: "Always here to help",
    placeholder: "Ask me anything about the company...",
  },
  contact: {
    email: "hello@kaveri-digital.example",
    salesEmail: "sales@kaveri-digital.example",
    pressEmail: "press@kaveri-digital.example",
    careersEmail: "careers@kaveri-digital.example",
    phone: "+91 80 4718 2200",
    phoneHref: "tel:+918047182200",
    hours: "Mon-Fri 9AM-6PM EST",
    responseTime: "under 24 hours",
    chatResponseTime: "within 2 hours in business hours",
    callLength: "30-minute",
    address: {
      street: "4th Floor, Prestige Cauvery Tower, 12 Residency Road",
      locality: "Bengaluru",
      region: "Karnataka",
      postalCode: "560025",
      country: "India",
      countryCode: "IN",
    },
    mapsUrl: "https://www.openstreetmap.org/search?query=Residency%20Road%2C%20Bengaluru%20560025",
  },
  social: [
    {
      network: "LinkedIn",
      label: "Kaveri Digital on LinkedIn",
      href: "https://www.linkedin.com/company/kaveri-digital-example",
    },
    {
      network: "X",
      label: "Kaveri Digital on X (Twitter)",
      href: "https://x.com/kaveri_digital_example",
    },
    {
      network: "Instagram",
      label: "Kaveri Digital on Instagram",
      href: "https://www.instagram.com/kaveri.digital.example",
    },
    {
      network: "Facebook",
      label: "Kaveri Digital on Facebook",
      href: "https://www.facebook.com/kaveri.digital.example",
    },
  ],
  copyrightYear: 2024,
  hiring: {
    /** Days an application and its CV are kept before they are deleted (the server's APPLICATION_RETENTION_DAYS). */
    retentionDays: 180,
    /** Working days within which every applicant hears back. */
    replyWithinDays: 5,
  },
} as const;

/** Each language's words for the facts (English's are in the objects themselves). */
export const siteTexts: Partial<Record<LanguageCode, SiteTexts>> = { de, ja, ar };
// A build names its language as a constant, so only that language's texts reach its JavaScript.
const buildTexts: SiteTexts | undefined =
  buildLocale === "de" ? de : buildLocale === "ja" ? ja : buildLocale === "ar" ? ar : undefined;

/** The company's facts in a language's words (English: as written above). */
export function siteIn(texts: SiteTexts | undefined) {
  if (!texts) return englishSite;
  return {
    ...englishSite,
    tagline: texts.tagline,
    blurb: texts.blurb,
    assistant: { ...englishSite.assistant, ...texts.assistant },
    contact: {
      ...englishSite.contact,
      hours: texts.contact.hours,
      responseTime: texts.contact.responseTime,
      chatResponseTime: texts.contact.chatResponseTime,
      callLength: texts.contact.callLength,
      address: { ...englishSite.contact.address, country: texts.contact.country },
    },
    social: englishSite.social.map((s) => ({ ...s, label: texts.social[s.network] })),
  };
}

export const site = siteIn(buildTexts);

export type SocialNetwork = (typeof site.social)[number]["network"];

/** A figure the site states: the number, its suffix and what it counts. */
export interface Stat {
  number: number;
  suffix: string;
  label: string;
}

const stat = (number: number, suffix: string, label: string): Stat => ({ number, suffix, label });

/** The business figures the site states. Both readings of the AI-products figure are kept. */
const englishStats = {
  projects: stat(500, "+", "Projects Delivered"),
  enterpriseClients: stat(50, "+", "Enterprise Clients"),
  aiProductsHome: stat(10, "+", "AI Products"),
  aiProducts: stat(15, "+", "AI Products"),
  yearsLeadership: stat(5, "", "Years of Industry Leadership"),
  uptime: stat(99.9, "%", "Uptime SLA"),
  support: stat(24, "/7", "Support"),
  successRate: stat(98, "%", "Success Rate"),
  clientSavings: stat(50, "M+", "Client Savings"),
  industries: stat(15, "+", "Industries Served"),
  countries: stat(55, "", "Countries"),
  yearsInnovation: stat(25, "+", "Years of Innovation"),
} as const;

type StatName = keyof typeof englishStats;

/** The figures with their labels in a language's words. */
export function statsIn(texts: SiteTexts | undefined): Record<StatName, Stat> {
  if (!texts) return englishStats;
  return Object.fromEntries(
    Object.entries(englishStats).map(([name, s]) => [
      name,
      { ...s, label: texts.stats[name as StatName] },
    ]),
  ) as Record<StatName, Stat>;
}

export const stats = statsIn(buildTexts);

/**
 * "500+", "99.9%", "$50M+": how a stat reads in running text, its number written the way the
 * language writes numbers ("99,9 %" in German). The figures themselves never change.
 *
 * The site's own figures come formatted from the build (`__STAT_TEXTS__`, `statTexts` below, set
 * by vite.config.ts), so neither the server's render nor the browser's hydration builds an
 * `Intl.NumberFormat` for them: a page's first `Intl` object costs the browser 20–90 ms of
 * locale data on this host, a long task on a phone. Other numbers (a counter on its way up, a
 * test's figure) are formatted here.
 */
export function formatStat(s: Stat, intl: string = language.intl): string {
  return builtStatTexts[statKey(s, intl)] ?? formatStatWithIntl(s, intl);
}

declare const __STAT_TEXTS__: Record<string, string> | undefined;
const builtStatTexts: Record<string, string> =
  typeof __STAT_TEXTS__ === "undefined" ? {} : __STAT_TEXTS__;
const statKey = (s: Pick<Stat, "number" | "suffix">, intl: string) =>
  `${intl} ${s.number}${s.suffix}`;

/** Each of the site's figures formatted in a locale: what a build defines as `__STAT_TEXTS__`. */
export function statTexts(intl: string): Record<string, string> {
  return Object.fromEntries(
    Object.values(englishStats).map((s) => [statKey(s, intl), formatStatWithIntl(s, intl)]),
  );
}

function formatStatWithIntl(s: Stat, intl: string): string {
  const { percent, plain } = statFormats(intl);
  if (s.suffix === "%") return percent.format(s.number / 100);
  const prefix = s.suffix === "M+" ? "$" : "";
  return `${prefix}${plain.format(s.number)}${s.suffix}`;
}

// One pair of formatters per locale: a counting stat formats once a frame.
const formats = new Map<string, { percent: Intl.NumberFormat; plain: Intl.NumberFormat }>();
function statFormats(intl: string) {
  let pair = formats.get(intl);
  if (!pair) {
    pair = {
      percent: new Intl.NumberFormat(intl, { style: "percent", maximumFractionDigits: 1 }),
      plain: new Intl.NumberFormat(intl, { maximumFractionDigits: 1, useGrouping: false }),
    };
    formats.set(intl, pair);
  }
  return pair;
}

/** "Trusted by 50+ Global Enterprises" in a language's words. */
export function trustedByIn(texts: SiteTexts | undefined): string {
  const figure = englishStats.enterpriseClients;
  if (!texts) return `Trusted by ${formatStat(figure)} Global Enterprises`;
  return texts.trustedBy
    .replace("{figure}", formatStat(figure))
    .replace("{number}", String(figure.number));
}

export const trustedBy = trustedByIn(buildTexts);

/** Canonical absolute URL for a path on the site. SITE_URL at build time overrides the default. */
export function absoluteUrl(path: string): string {
  const origin = (import.meta.env?.VITE_SITE_URL as string | undefined) ?? site.url;
  return new URL(path, origin).toString();
}
