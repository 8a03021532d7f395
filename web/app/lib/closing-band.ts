import { matchPath } from "react-router";
import type { ClosingBandKey } from "~/content/schema";

interface BandRule {
  route: string;
  band: Exclude<ClosingBandKey, "enquiry">;
}

/**
 * The band a page ends with: the first rule whose route pattern matches the path ("/careers/:slug"
 * matches every job page), the enquiry band when none does. The not-found pages end with their
 * own band whatever this says (components/site/NotFound.tsx).
 */
export function closingBandFor(pathname: string, rules: readonly BandRule[]): ClosingBandKey {
  return (
    rules.find((rule) => matchPath({ path: rule.route, end: true }, pathname))?.band ?? "enquiry"
  );
}
