/**
 * What a language says of the company's facts where site.ts says it in English words: phrases
 * (a reply time, a call's length), labels (the figures', the social links') and a tagline.
 * Names, numbers, addresses and links are the same in every language and stay in site.ts.
 */
export interface SiteTexts {
  tagline: string;
  blurb: string;
  assistant: { title: string; subtitle: string; placeholder: string };
  contact: {
    hours: string;
    responseTime: string;
    chatResponseTime: string;
    callLength: string;
    country: string;
    /** Where the company is, as the language writes a place (the home page's social card):
     * "Bengaluru, Indien"; Japanese names the country first, Arabic writes the city in Arabic. */
    place: string;
  };
  /** Each social link's label, by network. */
  social: Record<"LinkedIn" | "X" | "Instagram" | "Facebook", string>;
  /** Each figure's label, by its name in site.ts's `stats`. */
  stats: Record<
    | "projects"
    | "enterpriseClients"
    | "aiProductsHome"
    | "aiProducts"
    | "yearsLeadership"
    | "uptime"
    | "support"
    | "successRate"
    | "clientSavings"
    | "industries"
    | "countries"
    | "yearsInnovation",
    string
  >;
  /** "Trusted by 50+ Global Enterprises": {figure} is the enterprise-clients figure ("50+"), {number} its number. */
  trustedBy: string;
}
