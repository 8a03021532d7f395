import entries from "virtual:content/services";
import page from "virtual:content/pages/service";
import { contactCta } from "./navigation";
import type { Service } from "./schema";

// The eight services, one YAML file each in content/<locale>/services/, in their `order`:
// 5 features, 4 process steps and 6 FAQs each. `link` is how /services links to the service
// ("design" is relative to the /services route, the rest absolute; both reach /services/<slug>).
export const services: readonly Service[] = entries;

/** The copy every service page shares (content/<locale>/pages/service.yaml), its buttons led by the primary action. */
export const servicePage = {
  ...page,
  hero: { ...page.hero, primary: contactCta },
  cta: { ...page.cta, primary: contactCta },
};

export function findService(slug: string | undefined): Service | undefined {
  return services.find((s) => s.slug === slug);
}
