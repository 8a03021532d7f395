import page from "virtual:content/pages/services";
import { stats } from "~/site";
import { contactCta } from "./navigation";
import type { PageIntro } from "./schema";

// The /services page (content/<locale>/pages/services.yaml): its opening, the hero figures and
// its calls to action.

export const servicesIntro: PageIntro = page.intro;
export const servicesHeroStats = page.heroStats.map((name) => stats[name]);
/** The hero's buttons: the primary action, then the page's own. */
export const servicesCtas = { primary: contactCta, secondary: page.ctas.secondary };
/** The heading over the service cards. */
export const allServicesSection = page.allServices;
