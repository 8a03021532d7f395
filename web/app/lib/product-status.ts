import type { BadgeTone } from "./badge-tone";
import type { ProductStatus } from "~/content/types";

// Live and Production Ready are green, Beta yellow, Development and Active
// Development blue, anything else grey.
const toneByStatus: Readonly<Record<string, BadgeTone>> = {
  live: "success",
  "production ready": "success",
  beta: "warning",
  development: "info",
  "active development": "info",
};

/** The badge tone for a product status; unknown statuses are neutral (grey). */
export function productStatusTone(status: ProductStatus | (string & {})): BadgeTone {
  return toneByStatus[status.trim().toLowerCase()] ?? "neutral";
}
