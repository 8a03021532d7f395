import data from "virtual:content/closing-bands";
import type { ClosingBands } from "./schema";

/**
 * The bands that end pages (enquiry, hiring, not found) and which pages get which
 * (content/<locale>/closing-bands.yaml). Read by the root route's build-time loader only, so the
 * bands travel in each page's HTML, not in the JavaScript every page loads.
 */
export function closingBands(): ClosingBands {
  return data;
}
